import type { PublicConfig } from '@here-and-there/contracts';
import { preferredLanguage } from '../shared/i18n/language.ts';
import { desktopMediaQuery } from './layout/layout-sizes.ts';
import { shownThemeMode } from './theme/ThemeModeProvider.tsx';

/**
 * What a screen's markup depends on besides its data: whether a member is signed in, the language,
 * the theme's mode and the layout of the device. The server draws a first screen with its own
 * (English, dark, the phone's layout: it knows no screen) and writes it on the drawing; the app
 * takes a drawing over as it stands only where the device's is the same (`main.tsx`), and draws
 * the screen again elsewhere: a device whose session the page did not carry, a desktop, German.
 */
export const lookOf = (config: PublicConfig, isSignedIn: boolean) =>
  [
    isSignedIn ? 'member' : 'visitor',
    preferredLanguage(config.flags.translations),
    shownThemeMode(config.flags.light_mode),
    typeof window !== 'undefined' && window.matchMedia(desktopMediaQuery).matches ? 'desktop' : 'phone',
  ].join(' ');
