import { type Language, languages } from '@here-and-there/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './resources.ts';

type LocaleModule = { default: Record<string, unknown> };
const localeLoaders = import.meta.glob<LocaleModule>('./locales/*/*.ts');

/** Each namespace is its own chunk, so a screen downloads only its own words in one language. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = localeLoaders[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No ${language}/${namespace} locale`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

export const initI18n = () =>
  i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...languages],
      ns: ['common'] satisfies Namespace[],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });

export const isLanguage = (value: string | null): value is Language => languages.some((language) => language === value);

/** Loads a screen's namespace alongside its code instead of after it renders. */
export const loadNamespaces = (...namespaces: Namespace[]) => i18n.loadNamespaces(namespaces);
