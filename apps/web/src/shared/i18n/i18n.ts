import { type Language, languages } from '@here-and-there/contracts';
import { trackPromise } from '../tracked-promise.ts';
import type { KeyPath, Namespace, Resources, TFunction, Translated, ValueAt } from './resources.ts';

type Catalogue = Record<string, unknown>;

/** Each namespace is its own chunk, so a screen downloads only its own words in one language. */
const localeLoaders = import.meta.glob<{ default: Catalogue }>('./locales/*/*.ts');

const catalogues = new Map<string, Catalogue>();
const pendingCatalogues = new Map<string, Promise<void>>();
const namespacesInUse = new Set<Namespace>();
const listeners = new Set<() => void>();
let currentLanguage: Language = 'en';

const catalogueId = (language: Language, namespace: Namespace) => `${language}/${namespace}`;

/** The same promise for a catalogue for as long as the page lives (or until it fails), so React can suspend on it. */
export function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  const id = catalogueId(language, namespace);
  let pending = pendingCatalogues.get(id);
  if (!pending) {
    const load = localeLoaders[`./locales/${id}.ts`];
    if (!load) return Promise.reject(new Error(`No ${id} locale`));
    pending = trackPromise(
      load().then((module) => {
        catalogues.set(id, module.default);
      }),
      // A failed download may succeed on the next attempt.
      () => pendingCatalogues.delete(id),
    );
    pendingCatalogues.set(id, pending);
  }
  return pending;
}

/** Loads a screen's namespace alongside its code instead of after it renders. */
export async function loadNamespaces(...namespaces: Namespace[]) {
  for (const namespace of namespaces) namespacesInUse.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadCatalogue(currentLanguage, namespace)));
}

export const initI18n = () => loadNamespaces('common');

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function interpolate(value: unknown, values: Record<string, string | number>): unknown {
  if (typeof value === 'string') {
    return value.replace(placeholder, (match, name: string) => (name in values ? String(values[name]) : match));
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, values)]));
  }
  return value;
}

const lookUp = (catalogue: Catalogue | undefined, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
      catalogue,
    );

/**
 * `t` for one namespace in one language. It falls back to English, then to the key itself, so a
 * missing sentence shows up without breaking the screen.
 */
export function translator<NS extends Namespace>(language: Language, namespace: NS): TFunction<NS> {
  const catalogue = catalogues.get(catalogueId(language, namespace));
  const fallback = catalogues.get(catalogueId('en', namespace));
  return <Key extends KeyPath<Resources[NS]>>(key: Key, values: Record<string, string | number> = {}) =>
    // The catalogues are typed by `Resources`; only the lookup cannot follow a dotted key.
    interpolate(lookUp(catalogue, key) ?? lookUp(fallback, key) ?? key, values) as Translated<
      ValueAt<Resources[NS], Key>
    >;
}

export const i18n = {
  get language() {
    return currentLanguage;
  },
  /** Switches once every namespace in use has its words in the new language. */
  async changeLanguage(language: Language) {
    await Promise.all([...namespacesInUse].map((namespace) => loadCatalogue(language, namespace)));
    currentLanguage = language;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const isLanguage = (value: string | null): value is Language => languages.some((language) => language === value);
