import { z } from 'zod';
import { limits, notificationKinds, notificationTopics } from './constants.ts';
import { isoMoment } from './dates.ts';
import { messages } from './messages.ts';
import { location } from './places.ts';
import { user } from './users.ts';

/**
 * An in-app notification (SPEC §3 "Notification"). `actor` is who it is about, as the recipient
 * may see them; `trip_id` and `location` say which trip and where; `starts_at` when a crossing, a
 * trip or an event begins; `community_id` and `community_name` the community it is about (any
 * member may know a community's name); `event_id` the event, and `event_name` its name while the
 * recipient may see it; `conversation_id` the chat a message notification opens (SPEC §2 push tap:
 * `new_dm` opens the chat). The app words each kind itself.
 */
export const notification = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  actor: user.nullable(),
  trip_id: z.uuid().nullable(),
  community_id: z.uuid().nullable(),
  community_name: z.string().nullable(),
  event_id: z.uuid().nullable(),
  event_name: z.string().nullable(),
  conversation_id: z.uuid().nullable().optional(),
  location: location.nullable(),
  starts_at: z.iso.datetime().nullable(),
  read_at: z.iso.datetime().nullable(),
  opened_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(limits.notificationsPage),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `GET /notifications/`: newest first; `unread` counts them all for the badge. */
export const notificationsPage = z.object({
  count: z.number().int(),
  unread: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(notification),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** `PUT /notifications/{id}/`: mark read or opened (a time), or unread again (null). */
export const updateNotificationRequest = z.object({
  read_at: isoMoment.nullable().optional(),
  opened_at: isoMoment.nullable().optional(),
});
export type UpdateNotificationRequest = z.infer<typeof updateNotificationRequest>;

/** `POST /alerts/run/` (admins and staff): what one run of the crossing alert scan did. */
export const alertScanResult = z.object({
  created: z.number().int(),
  moved: z.number().int(),
  withdrawn: z.number().int(),
});
export type AlertScanResult = z.infer<typeof alertScanResult>;

/** The ways a notification leaves the app besides the app itself. */
export const deliveryChannels = ['email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/**
 * `GET /deliveries/failed/` (admins and staff): per channel with any, how many emails, texts or pushes
 * were refused or failed after every retry, and the latest failure's error and time.
 */
export const failedDeliveries = z.object({
  results: z.array(
    z.object({
      channel: z.enum(deliveryChannels),
      failed: z.number().int(),
      last_error: z.string().nullable(),
      last_failed_at: z.iso.datetime().nullable(),
    }),
  ),
});
export type FailedDeliveries = z.infer<typeof failedDeliveries>;

/** SPEC §7 `device_type`: a browser (Web Push), or the native app on iOS or Android. */
export const pushDeviceTypes = ['web', 'ios', 'android'] as const;
export type PushDeviceType = (typeof pushDeviceTypes)[number];

/**
 * Longer than any browser's subscription or any FCM or APNs token, and short enough, in printable
 * ASCII, for the index that keeps a token on one device (PostgreSQL's limit is 2,704 bytes).
 */
export const pushDeviceTokenMaxLength = 2048;

const deviceToken = z
  .string(messages.required)
  .min(1, messages.required)
  .max(pushDeviceTokenMaxLength, messages.fieldsIncorrect)
  .regex(/^[\x20-\x7e]*$/, messages.fieldsIncorrect);

/**
 * A browser's `PushSubscription.toJSON()`. Browsers hand out only https endpoints, on their push
 * service; the server posts to the endpoint, so nothing else is taken. `p256dh` is the browser's
 * P-256 public key, an uncompressed point of 65 bytes (its first byte 0x04, so "B" once encoded),
 * and `auth` its 16-byte secret, both base64url without padding as browsers write them.
 */
export const webPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: messages.fieldsIncorrect }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}$/, messages.fieldsIncorrect),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}$/, messages.fieldsIncorrect),
  }),
});
export type WebPushSubscription = z.infer<typeof webPushSubscription>;

/** The subscription a web device's token holds, or undefined when it is not one. */
export function parseWebPushSubscription(token: string): WebPushSubscription | undefined {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    return undefined;
  }
  const parsed = webPushSubscription.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** An FCM registration token or an APNs device token (hexadecimal). */
const nativeDeviceToken = /^[A-Za-z0-9:_.-]+$/;

/**
 * `POST /notifications/add-push-device/` (SPEC §7): for `web`, `device_token` is the JSON of the
 * browser's push subscription; for `ios` and `android`, the token the platform gave the app.
 */
export const addPushDeviceRequest = z
  .object({
    device_token: deviceToken,
    device_type: z.enum(pushDeviceTypes, messages.fieldsIncorrect),
  })
  .superRefine((request, issues) => {
    // A token already refused, or a type unknown, says so once.
    if (!deviceToken.safeParse(request.device_token).success || !pushDeviceTypes.includes(request.device_type)) return;
    const isValid =
      request.device_type === 'web'
        ? parseWebPushSubscription(request.device_token) !== undefined
        : nativeDeviceToken.test(request.device_token);
    if (!isValid) issues.addIssue({ code: 'custom', path: ['device_token'], message: messages.fieldsIncorrect });
  });
export type AddPushDeviceRequest = z.infer<typeof addPushDeviceRequest>;

/** `POST /notifications/remove-push-device/`: at sign-out, this device stops receiving the member's notifications. */
export const removePushDeviceRequest = z.object({
  device_token: deviceToken,
});
export type RemovePushDeviceRequest = z.infer<typeof removePushDeviceRequest>;

/** The signed token of an unsubscribe link: what it stops, for whom, in one string. */
const unsubscribeToken = z.string().min(1).max(500);

/** `GET /notifications/unsubscribe/?token=`: what the link would stop. */
export const unsubscribeQuery = z.object({ token: unsubscribeToken });

/**
 * `POST /notifications/unsubscribe/`: the token in the query (one-click, RFC 8058, whose form body
 * is `List-Unsubscribe=One-Click`) or in the body (the web page).
 */
export const unsubscribeRequestQuery = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeRequest = z
  .object({ token: unsubscribeToken.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish();

/** What an unsubscribe link stops: the emails of these topics, and nothing else. */
export const unsubscribeScope = z.object({
  topics: z.array(z.enum(notificationTopics)).min(1),
  channel: z.literal('email'),
});
export type UnsubscribeScope = z.infer<typeof unsubscribeScope>;
