import { showWebAppBadge } from './app-badge.ts';
import type { KeyValueStorage, Platform, PushPermission } from './platform.ts';
import { hasWebPush } from './web-push-support.ts';

const memory = new Map<string, string>();

/** Private browsing modes may throw on localStorage access; fall back to memory so the app still runs. */
const webStorage: KeyValueStorage = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
  },
};

const webPushPermission = (): PushPermission => {
  if (!hasWebPush()) return 'unsupported';
  return Notification.permission === 'default' ? 'prompt' : Notification.permission;
};

const isInsideCapacitor = () => 'Capacitor' in window;

export const webPlatform: Platform = {
  kind: 'web',
  storage: webStorage,
  // Browsers own their back button; there is nothing to intercept on the web.
  onBackButton: () => () => {},
  openApp(url) {
    window.location.href = url;
  },
  isMobileBrowser: () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent) && !isInsideCapacitor(),
  // Downloads only when the member imports contacts.
  contacts: async () => (await import('./contact-picker.ts')).contactPicker(),
  showAppBadge: (count) => showWebAppBadge(navigator, count),
  pushPermission: webPushPermission,
  // Downloads only when the member turns pushes on, comes back having allowed them, or signs out.
  pushSubscriber: async () => (await import('./web-push.ts')).webPushSubscriber,
};
