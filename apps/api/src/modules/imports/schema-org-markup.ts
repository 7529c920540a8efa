import { DomUtils, parseDocument } from 'htmlparser2';
import microdata from 'microdata-node';

/**
 * A schema.org thing as a confirmation mail marks it up, the same whether it came as JSON-LD or as
 * Microdata: `@type` without its vocabulary ("FlightReservation"), each property a value, a thing,
 * or a list of them.
 */
export type SchemaThing = { '@type'?: string | string[]; [property: string]: unknown };

/** Every schema.org thing an HTML body marks up, JSON-LD scripts and Microdata items alike. */
export function readSchemaThings(html: string): SchemaThing[] {
  return [...readJsonLd(html), ...readMicrodata(html)];
}

function readJsonLd(html: string): SchemaThing[] {
  const scripts = DomUtils.getElementsByTagName('script', parseDocument(html).children).filter(
    (script) => script.attribs.type?.toLowerCase() === 'application/ld+json',
  );
  return scripts.flatMap((script) => {
    try {
      return topLevelThings(JSON.parse(DomUtils.textContent(script)));
    } catch {
      // A sender's broken script says nothing we could trust; the rest of the mail still may.
      return [];
    }
  });
}

/** A JSON-LD document's things: one, a list, or a `@graph`. */
function topLevelThings(document: unknown): SchemaThing[] {
  if (Array.isArray(document)) return document.flatMap(topLevelThings);
  if (!isThing(document)) return [];
  if (Array.isArray(document['@graph'])) return document['@graph'].flatMap(topLevelThings);
  return [document];
}

type MicrodataItem = { type?: string[]; properties?: Record<string, unknown[]> };

function readMicrodata(html: string): SchemaThing[] {
  const { items } = microdata.toJson(html) as { items: MicrodataItem[] };
  return items.map(fromMicrodataItem);
}

/** A Microdata item as JSON-LD would give it: its type's last segment, single values unwrapped. */
function fromMicrodataItem(item: MicrodataItem): SchemaThing {
  const thing: SchemaThing = {};
  const [type] = item.type ?? [];
  if (type) thing['@type'] = type.replace(/^.*[/#]/, '');
  for (const [property, values] of Object.entries(item.properties ?? {})) {
    const read = values.map((value) => (isMicrodataItem(value) ? fromMicrodataItem(value) : value));
    thing[property] = read.length === 1 ? read[0] : read;
  }
  return thing;
}

function isMicrodataItem(value: unknown): value is MicrodataItem {
  return typeof value === 'object' && value !== null && 'properties' in value;
}

export function isThing(value: unknown): value is SchemaThing {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a thing is of a schema.org type, written bare ("Flight") or as a URL. */
export function isOfType(thing: SchemaThing, type: string) {
  const types = Array.isArray(thing['@type']) ? thing['@type'] : [thing['@type']];
  return types.some((written) => typeof written === 'string' && written.replace(/^.*[/#:]/, '') === type);
}

/** A property's first value that is a thing. */
export function thingOf(thing: SchemaThing | undefined, property: string): SchemaThing | undefined {
  return valuesOf(thing, property).find(isThing);
}

/** A property's first value as trimmed text, a thing standing for its `name`; undefined when empty. */
export function textOf(thing: SchemaThing | undefined, property: string): string | undefined {
  for (const value of valuesOf(thing, property)) {
    const text = isThing(value) ? textOf(value, 'name') : typeof value === 'number' ? String(value) : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return undefined;
}

function valuesOf(thing: SchemaThing | undefined, property: string): unknown[] {
  const value = thing?.[property];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
