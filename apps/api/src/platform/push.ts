import type { Agent } from 'node:https';
import type { WebPushSubscription } from '@here-and-there/contracts';
import webPush from 'web-push';
import type { VapidKeys } from './config.ts';
import type { Logger } from './logger.ts';
import { PermanentDeliveryError } from './transport-errors.ts';

/** What a push shows, and the app's route a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  route: string;
  /**
   * Pushes with one tag replace each other on the device rather than pile up (a web notification's
   * `tag`, an APNs collapse id, an FCM tag): a conversation's pushes, say.
   */
  tag?: string;
}

export interface PushSender {
  /**
   * Pushes one message to a browser; rejects with a `PushDeviceGoneError` when its push service
   * says the subscription is no more, and with any other error when it may work later.
   */
  sendWeb(subscription: WebPushSubscription, message: PushMessage): Promise<void>;
}

/** The push service no longer knows the device (404 or 410): it unsubscribed, or its subscription expired. */
export class PushDeviceGoneError extends PermanentDeliveryError {}

/** How long a push waits for the push service's answer. */
const pushTimeoutMs = 30_000;
/** How long a push service keeps a push for a device that is offline: a day, then it is stale. */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * A push service refuses for good a request it will never accept (400 malformed, 413 too large)
 * and says 404 or 410 of a subscription that is gone. 401/403 (our VAPID keys), 408, 429
 * (throttled) and any 5xx are ours to fix or wait out: tried again.
 */
const isRefusedForGood = (status: number) =>
  status >= 400 && status < 500 && ![401, 403, 404, 408, 410, 429].includes(status);

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292): the payload encrypted to the browser's keys
 * (aes128gcm, RFC 8291) and posted to its push service. `agent` is for push services a test runs
 * on a certificate of its own.
 */
export function createPushSender(options: {
  vapid: VapidKeys & { subject: string };
  log: Logger;
  agent?: Agent;
}): PushSender {
  const { vapid, log, agent } = options;
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async sendWeb(subscription, message) {
      try {
        await webPush.sendNotification(subscription, JSON.stringify(message), {
          vapidDetails,
          TTL: timeToLiveSeconds,
          contentEncoding: 'aes128gcm',
          timeout: pushTimeoutMs,
          ...(agent ? { agent } : {}),
        });
      } catch (error) {
        if (!(error instanceof webPush.WebPushError)) throw error;
        const text = `the push service answered ${error.statusCode}: ${error.body}`.trim();
        if (error.statusCode === 404 || error.statusCode === 410) throw new PushDeviceGoneError(text);
        throw isRefusedForGood(error.statusCode) ? new PermanentDeliveryError(text) : new Error(text);
      }
      log.info({ pushService: new URL(subscription.endpoint).host }, 'push sent');
    },
  };
}

/** Whether `endpoint` is on one of `services` (host names, or domains a host ends in). */
export function isKnownPushService(endpoint: string, services: readonly string[]) {
  const { hostname } = new URL(endpoint);
  return services.some((service) => hostname === service || hostname.endsWith(`.${service}`));
}
