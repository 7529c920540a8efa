import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n, loadCatalogue, translator } from './i18n.ts';
import type { Namespace, TFunction } from './resources.ts';

const readLanguage = () => i18n.language;

/**
 * The words of one namespace in the member's language. Suspends while they download, and renders
 * again when the language changes.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n };
export function useTranslation<NS extends Namespace>(namespace: NS): { t: TFunction<NS>; i18n: typeof i18n };
export function useTranslation<NS extends Namespace>(namespace?: NS) {
  const language = useSyncExternalStore(i18n.subscribe, readLanguage, readLanguage);
  const ns = namespace ?? 'common';
  // Always asked, loaded or not: a render that suspended here resumes with the same hooks in the
  // same order, and a catalogue already downloaded answers without suspending.
  use(loadCatalogue(language, ns));
  const t = useMemo(() => translator(language, ns), [language, ns]);
  return { t, i18n };
}
