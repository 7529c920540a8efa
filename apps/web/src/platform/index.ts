import type { Platform } from './platform.ts';
import { webPlatform } from './web-platform.ts';

export type {
  ContactCard,
  ContactsPermission,
  ContactsSource,
  KeyValueStorage,
  Platform,
  PushDevice,
  PushPermission,
  PushRefusal,
  PushSubscriber,
} from './platform.ts';

/**
 * The phone's address book needs Capacitor and its plugins, which download only inside the native
 * app. The native bridge puts `Capacitor` on the window before the app starts; in a browser,
 * Capacitor's core is never imported, as it would put one there itself.
 */
async function contacts() {
  if ('Capacitor' in window) {
    const { Capacitor } = await import('@capacitor/core');
    if (Capacitor.isNativePlatform()) return (await import('./native-contacts.ts')).nativeContacts;
  }
  return webPlatform.contacts();
}

export const platform: Platform = { ...webPlatform, contacts };
