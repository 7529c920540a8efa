import { platform } from '../../platform/index.ts';

/** Everything the app keeps on the device, in one place so keys never drift apart. */
export const storageKeys = {
  token: 'hat.token',
  onboarded: 'hat.onboarded',
  language: 'hat.language',
  themeMode: 'hat.themeMode',
  sidebarOpen: 'hat.sidebarOpen',
  /** The invitation a member took to a social sign-up, until the sign-in completes. */
  invitation: 'hat.invitation',
  /** Whether this device was offered pushes after the member's first trip, and answered. */
  pushOfferAnswered: 'hat.pushOfferAnswered',
  /** What the member searched for last on this device, newest first (a JSON list). */
  recentSearches: 'hat.recentSearches',
} as const;

export const localSettings = {
  get: (key: keyof typeof storageKeys) => platform.storage.get(storageKeys[key]),
  set: (key: keyof typeof storageKeys, value: string) => platform.storage.set(storageKeys[key], value),
  remove: (key: keyof typeof storageKeys) => platform.storage.remove(storageKeys[key]),
};
