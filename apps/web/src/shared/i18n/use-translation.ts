import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n, isCatalogueLoaded, loadCatalogue, translator } from './i18n.ts';
import type { Namespace, TFunction } from './resources.ts';

const readLanguage = () => i18n.language;

/**
 * The words of one namespace in the member's language. Suspends while they download, and renders
 * again when the language changes.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n };
export function useTranslation<NS extends Namespace>(namespace: NS): { t: TFunction<NS>; i18n: typeof i18n };
export function useTranslation<NS extends Namespace>(namespace?: NS) {
  const language = useSyncExternalStore(i18n.subscribe, readLanguage);
  const ns = namespace ?? 'common';
  if (!isCatalogueLoaded(language, ns)) use(loadCatalogue(language, ns));
  const t = useMemo(() => translator(language, ns), [language, ns]);
  return { t, i18n };
}
