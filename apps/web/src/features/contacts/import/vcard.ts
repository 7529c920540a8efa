import type { ContactCard } from '../../../platform/index.ts';
import { decodeBytes } from './decode-text.ts';
import { readEach } from './imported-contact.ts';

/** One content line of a vCard: `item1.TEL;TYPE=CELL,VOICE:+49 151 2345678`. */
interface Property {
  name: string;
  /** Parameter values by lowercased name; bare vCard 2.1 parameters (`TEL;CELL:`) count as types. */
  params: Map<string, string[]>;
  types: Set<string>;
  value: string;
}

/** Splits at `separator` outside double quotes. */
function splitOutsideQuotes(text: string, separator: string, limit = Number.POSITIVE_INFINITY): string[] {
  const parts: string[] = [];
  let start = 0;
  let isQuoted = false;
  for (let index = 0; index < text.length && parts.length < limit - 1; index++) {
    const char = text[index];
    if (char === '"') isQuoted = !isQuoted;
    else if (char === separator && !isQuoted) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const isQuotedPrintable = (header: string) => /quoted-printable/i.test(header);

/**
 * Logical lines: a line starting with a space or tab continues the one before (vCard 3.0 and 4.0
 * folding), and so does the line after a quoted-printable value ending in "=" (vCard 2.1 soft breaks).
 */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const last = lines.length - 1;
    const previous = lines[last];
    if (previous !== undefined && /^[ \t]/.test(line)) {
      lines[last] = previous + line.slice(1);
    } else if (previous?.endsWith('=') && isQuotedPrintable(splitOutsideQuotes(previous, ':', 2)[0] ?? '')) {
      lines[last] = previous.slice(0, -1) + line;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** `=C3=BC` → the bytes they stand for, read in the property's character set. */
function decodeQuotedPrintable(value: string, charset: string | undefined): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 0; index < value.length; index++) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...encoder.encode(value[index]));
    }
  }
  return decodeBytes(new Uint8Array(bytes), charset);
}

const unquote = (text: string) => text.replace(/^"(.*)"$/, '$1');

function parseLine(line: string): Property | null {
  const [header, rawValue] = splitOutsideQuotes(line, ':', 2);
  if (rawValue === undefined || !header) return null;
  const [qualifiedName = '', ...rawParams] = splitOutsideQuotes(header, ';');
  const params = new Map<string, string[]>();
  const types = new Set<string>();
  for (const param of rawParams) {
    const [key, values] = splitOutsideQuotes(param, '=', 2);
    if (!key) continue;
    if (values === undefined) {
      types.add(key.trim().toLowerCase());
      continue;
    }
    const list = splitOutsideQuotes(unquote(values.trim()), ',').map((value) => unquote(value.trim()));
    const name = key.trim().toLowerCase();
    params.set(name, [...(params.get(name) ?? []), ...list]);
    if (name === 'type') for (const type of list) types.add(type.toLowerCase());
  }
  const charset = params.get('charset')?.[0];
  const encoding = params.get('encoding')?.[0]?.toLowerCase();
  const isQp = encoding === 'quoted-printable' || types.has('quoted-printable');
  return {
    // Apple groups related lines (`item1.TEL`, `item1.X-ABLabel`); the group is not needed here.
    name: (qualifiedName.split('.').at(-1) ?? '').trim().toUpperCase(),
    params,
    types,
    value: isQp ? decodeQuotedPrintable(rawValue, charset) : rawValue,
  };
}

const escapes: Record<string, string> = { n: '\n', N: '\n', ',': ',', ';': ';', '\\': '\\' };

/** The parts of a structured value (N, ADR) split at unescaped semicolons, each unescaped. */
function structured(value: string): string[] {
  const parts: string[] = [''];
  for (let index = 0; index < value.length; index++) {
    const char = value[index] ?? '';
    const next = value[index + 1];
    if (char === '\\' && next !== undefined) {
      parts[parts.length - 1] += escapes[next] ?? next;
      index++;
    } else if (char === ';') {
      parts.push('');
    } else {
      parts[parts.length - 1] += char;
    }
  }
  return parts.map((part) => part.trim());
}

const text = (value: string) => structured(value).join(';');

const isPreferred = (property: Property) =>
  property.types.has('pref') || property.params.has('pref') || property.params.get('type')?.includes('pref') === true;

const preferredFirst = (properties: Property[]) =>
  [...properties].sort((a, b) => Number(isPreferred(b)) - Number(isPreferred(a)));

const mobileTypes = ['cell', 'mobile', 'iphone'];
const otherPhoneTypes = ['home', 'work', 'voice', 'main', 'other', 'landline'];
const undialableTypes = ['fax', 'pager'];

function phoneOf(property: Property) {
  const number = text(property.value).replace(/^tel:/i, '').trim();
  const types = property.types;
  const has = (list: string[]) => list.some((type) => types.has(type));
  return { number, isMobile: has(mobileTypes) ? true : has(otherPhoneTypes) ? false : null };
}

function toCard(properties: Property[]): ContactCard {
  const all = (name: string) => properties.filter((property) => property.name === name);
  const first = (name: string) => all(name)[0];
  const [family = '', given = ''] = structured(first('N')?.value ?? '');
  const [poBox, extended, street, locality, region, postcode, country] = structured(first('ADR')?.value ?? '');
  const phones = preferredFirst(all('TEL'))
    .filter((property) => !undialableTypes.some((type) => property.types.has(type)))
    .map(phoneOf);
  const fullName = first('FN');
  const note = first('NOTE');
  const uid = first('UID');
  return {
    id: uid ? text(uid.value) : null,
    firstName: given || null,
    lastName: family || null,
    fullName: fullName ? text(fullName.value) : null,
    phones: phones.filter((phone) => phone.number),
    emails: preferredFirst(all('EMAIL')).map((property) => text(property.value).replace(/^mailto:/i, '')),
    note: note ? text(note.value) : null,
    address: [poBox, extended, street, [postcode, locality].filter(Boolean).join(' '), region, country].filter(
      (part): part is string => !!part,
    ),
  };
}

/** Every card of a vCard file (versions 2.1, 3.0 and 4.0), as address-book cards. */
export function parseVCards(fileText: string): ContactCard[] {
  const cards: Property[][] = [];
  let current: Property[] | null = null;
  for (const line of unfold(fileText)) {
    const property = parseLine(line);
    if (!property) continue;
    const value = property.value.trim().toUpperCase();
    if (property.name === 'BEGIN' && value === 'VCARD') {
      current = [];
    } else if (property.name === 'END' && value === 'VCARD') {
      if (current) cards.push(current);
      current = null;
    } else {
      current?.push(property);
    }
  }
  return readEach(cards, toCard);
}

/** Whether a file's text looks like vCards, whatever its name says. */
export const isVCardText = (fileText: string) => /^\s*BEGIN:VCARD/i.test(fileText);
