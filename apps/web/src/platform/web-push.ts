import type { PushDevice, PushRefusal, PushSubscriber } from './platform.ts';
import { hasWebPush } from './web-push-support.ts';

/**
 * Served from the site's root so that its scope is the whole app, and from the app's own origin as
 * the content security policy's `worker-src 'self'` requires.
 */
const workerUrl = '/push-worker.js';

/** VAPID's public key arrives in base64url; the Push API takes its bytes. */
export function base64UrlBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

const sameBytes = (one: ArrayBuffer, other: Uint8Array) => {
  const bytes = new Uint8Array(one);
  return bytes.length === other.length && bytes.every((byte, index) => byte === other[index]);
};

const asDevice = (subscription: PushSubscription): PushDevice => ({
  type: 'web',
  token: JSON.stringify(subscription.toJSON()),
});

async function workerRegistration() {
  await navigator.serviceWorker.register(workerUrl);
  return navigator.serviceWorker.ready;
}

/**
 * The browser keeps one subscription per site: one made with another server key (the server's
 * keys were replaced) must go before a new one can be made.
 */
async function subscribeWith(serverKey: string): Promise<PushDevice> {
  const { pushManager } = await workerRegistration();
  const applicationServerKey = base64UrlBytes(serverKey);
  const existing = await pushManager.getSubscription();
  const existingKey = existing?.options?.applicationServerKey;
  if (existing && existingKey && !sameBytes(existingKey, applicationServerKey)) await existing.unsubscribe();
  return asDevice(await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
}

export const webPushSubscriber: PushSubscriber = {
  async subscribe(serverKey) {
    if (!hasWebPush()) return 'unsupported';
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'refused';
    try {
      return await subscribeWith(serverKey);
    } catch (error) {
      // The browser's own refusal (a site setting, a private window) reads as one; anything else
      // is its push service failing, which may pass.
      return (error instanceof DOMException && error.name === 'NotAllowedError' ? 'refused' : 'failed') as PushRefusal;
    }
  },

  async resubscribe(serverKey) {
    if (!hasWebPush() || Notification.permission !== 'granted') return null;
    return subscribeWith(serverKey);
  },

  async current() {
    if (!hasWebPush()) return null;
    const registration = await navigator.serviceWorker.getRegistration(workerUrl);
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? asDevice(subscription) : null;
  },

  async unsubscribe() {
    if (!hasWebPush()) return;
    const registration = await navigator.serviceWorker.getRegistration(workerUrl);
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
};
