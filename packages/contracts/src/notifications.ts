import { z } from 'zod';
import { limits, notificationKinds } from './constants.ts';
import { isoMoment } from './dates.ts';
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

/**
 * `GET /deliveries/failed/` (admins and staff): per channel with any, how many emails or texts
 * were refused or failed after every retry, and the latest failure's error and time.
 */
export const failedDeliveries = z.object({
  results: z.array(
    z.object({
      channel: z.enum(['email', 'sms']),
      failed: z.number().int(),
      last_error: z.string().nullable(),
      last_failed_at: z.iso.datetime().nullable(),
    }),
  ),
});
export type FailedDeliveries = z.infer<typeof failedDeliveries>;
