import type { PublicConfig } from '@here-and-there/contracts';
import { preferredLanguage } from '../shared/i18n/language.ts';
import { desktopMediaQuery } from './layout/layout-sizes.ts';
import { shownThemeMode } from './theme/ThemeModeProvider.tsx';

/**
 * Whose drawing it is: a visitor's, or the member's whose session it was drawn with, named by a
 * fingerprint of that session (FNV-1a) that tells sessions apart without revealing them. A device
 * whose stored session is not the one the page came with (its cookie, `sessionCookie`) is not
 * shown another member's screen, nor starts with their data (`drawn-data.ts`).
 */
export function sessionLook(token: string | null) {
  if (token === null) return 'visitor';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `member-${(hash >>> 0).toString(36)}`;
}

/**
 * What a screen's markup depends on besides its data: whose session it is drawn for, the
 * language, the theme's mode and the layout of the device. The server draws a first screen with
 * its own (English, dark, the phone's layout: it knows no screen) and writes it on the drawing;
 * the app takes a drawing over as it stands only where the device's is the same (`main.tsx`), and
 * draws the screen again elsewhere: a device whose session the page did not carry, a desktop, German.
 */
export const lookOf = (config: PublicConfig, token: string | null) =>
  [
    sessionLook(token),
    preferredLanguage(config.flags.translations),
    shownThemeMode(config.flags.light_mode),
    typeof window !== 'undefined' && window.matchMedia(desktopMediaQuery).matches ? 'desktop' : 'phone',
  ].join(' ');
