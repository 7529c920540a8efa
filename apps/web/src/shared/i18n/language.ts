import type { Language } from '@here-and-there/contracts';
import { localSettings } from '../storage/local-settings.ts';
import { i18n, isLanguage } from './i18n.ts';

/** German only while the server has translations switched on (SPEC §6); English otherwise. */
export const preferredLanguage = (isTranslationOn: boolean): Language => {
  const stored = localSettings.get('language');
  return isTranslationOn && isLanguage(stored) ? stored : 'en';
};

export const changeLanguage = (language: Language) => {
  localSettings.set('language', language);
  return i18n.changeLanguage(language);
};

i18n.subscribe(() => {
  document.documentElement.lang = i18n.language;
});
