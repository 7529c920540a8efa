import { Agent } from 'node:https';
import type { PushDeviceType, WebPushSubscription } from '@here-and-there/contracts';
import webPush from 'web-push';
import { createApnsTransport } from './apns.ts';
import type { ApnsSettings, FcmSettings, VapidKeys } from './config.ts';
import { createFcmTransport } from './fcm.ts';
import type { Logger } from './logger.ts';
import {
  type PhonePushTransport,
  type PushClock,
  type PushMessage,
  pushTimeoutMs,
  timeToLiveSeconds,
} from './push-message.ts';
import { isPassingFailure, PermanentDeliveryError, PushDeviceGoneError } from './transport-errors.ts';

/** The phones' platforms: Android through FCM, iOS through APNs. */
export type PhonePlatform = Exclude<PushDeviceType, 'web'>;

export interface PushSender {
  /** The devices this server pushes to: browsers, and the phones of each platform it is configured for. */
  readonly deviceTypes: readonly PushDeviceType[];
  /**
   * Pushes one message to a browser; rejects with a `PushDeviceGoneError` when its push service
   * says the subscription is no more, and with any other error when it may work later.
   */
  sendWeb(subscription: WebPushSubscription, message: PushMessage): Promise<void>;
  /**
   * Pushes one message to the app on a phone, by the token its platform gave it; rejects as
   * `sendWeb` does, and with a `PermanentDeliveryError` for a platform this server is not configured for.
   */
  sendToPhone(platform: PhonePlatform, token: string, message: PushMessage): Promise<void>;
  /** Closes the connections kept to push services. */
  close(): Promise<void>;
}

/**
 * Browsers through Web Push, Android through FCM and iOS through APNs, the phones' each when it
 * is configured. `ca` is for push services a test runs on a certificate of its own.
 */
export function createPushSender(options: {
  vapid: VapidKeys & { subject: string };
  fcm?: FcmSettings | undefined;
  apns?: ApnsSettings | undefined;
  clock: PushClock;
  log: Logger;
  ca?: Buffer;
}): PushSender {
  const { fcm, apns, clock, log, ca } = options;
  const phones: Partial<Record<PhonePlatform, PhonePushTransport>> = {
    ...(fcm ? { android: createFcmTransport({ settings: fcm, clock, log }) } : {}),
    ...(apns ? { ios: createApnsTransport({ settings: apns, clock, log, ...(ca ? { ca } : {}) }) } : {}),
  };
  return {
    deviceTypes: ['web', ...(Object.keys(phones) as PhonePlatform[])],
    sendWeb: webPushSender(options.vapid, log, ca ? new Agent({ ca }) : undefined),
    async sendToPhone(platform, token, message) {
      const transport = phones[platform];
      if (!transport) throw new PermanentDeliveryError(`this server is not configured to push to ${platform} devices`);
      await transport.send(token, message);
    },
    async close() {
      await Promise.all(Object.values(phones).map((transport) => transport.close()));
    },
  };
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292): the payload encrypted to the browser's keys
 * (aes128gcm, RFC 8291) and posted to its push service.
 */
function webPushSender(vapid: VapidKeys & { subject: string }, log: Logger, agent: Agent | undefined) {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return async (subscription: WebPushSubscription, message: PushMessage) => {
    try {
      // The whole message: the service worker shows title and body under the tag, and opens the route.
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
      // 404 or 410: the browser unsubscribed, or its subscription expired.
      if (error.statusCode === 404 || error.statusCode === 410) throw new PushDeviceGoneError(text);
      throw isPassingFailure(error.statusCode) ? new Error(text) : new PermanentDeliveryError(text);
    }
    log.info({ pushService: new URL(subscription.endpoint).host }, 'push sent');
  };
}

/** Whether `endpoint` is on one of `services` (host names, or domains a host ends in). */
export function isKnownPushService(endpoint: string, services: readonly string[]) {
  const { hostname } = new URL(endpoint);
  return services.some((service) => hostname === service || hostname.endsWith(`.${service}`));
}
