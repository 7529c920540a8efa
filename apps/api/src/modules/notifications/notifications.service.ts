import {
  arrivalOf,
  type Event,
  type Location,
  type Notification,
  type NotificationKind,
  type notificationsQuery,
  type UpdateNotificationRequest,
  type User,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { findCommunityNames } from '../communities/index.ts';
import { viewEvent } from '../events/index.ts';
import { findLocations } from '../locations/index.ts';
import { findMembers, viewMembers } from '../users/index.ts';
import { writeDigestItems } from './digests.repository.ts';
import {
  type ComposedNotice,
  composeNotice,
  digestItemsOf,
  enqueueDeliveries,
  memberDeliveries,
  pushDevicesOf,
  wakeDeliveries,
  wantsDeliveries,
} from './notification-delivery.ts';
import {
  deleteAllNotificationsOf,
  findShownNotifications,
  type NewNotification,
  updateShownNotification,
  writeNotifications,
} from './notifications.repository.ts';
import type { NotificationRow } from './notifications.table.ts';

/**
 * The queue of the module's durable subscribers (`EventBus.subscribeDurably`): what other modules'
 * events make is made by a job their transaction wrote, so a crash after they commit loses none.
 */
export const notifyingQueue = 'notifying';

/** A notification to make for one member about another, once per (recipient, `dedupeKey`). */
export interface Alert {
  recipientId: string;
  kind: NotificationKind;
  /** Names what it is about, so evaluating it again makes nothing new. */
  dedupeKey: string;
  /** The member it is about; none for a place freed on a waiting list. */
  actorId: string | null;
  tripId: string | null;
  /** The community it is about. */
  communityId?: string | null;
  /** The event it is about, and its name for the email and text (the recipient may see it when it is made). */
  eventId?: string | null;
  eventName?: string;
  placeId: number | null;
  startsOn: string | null;
  /** The last day, for the words of its email or text. */
  endsOn: string | null;
  /** For a crossing: they come here, or the recipient goes there. */
  crossing?: 'here' | 'there';
}

/** What a notification names besides its actor: where, and the community and event it is about. */
interface Named {
  location: Location | null;
  communityName: string | null;
  eventName: string | null;
}

function presentNotification(row: NotificationRow, actor: User | null, named: Named): Notification {
  return {
    id: row.id,
    kind: row.kind,
    actor,
    trip_id: row.tripId,
    community_id: row.communityId,
    community_name: named.communityName,
    event_id: row.eventId,
    event_name: named.eventName,
    conversation_id: row.conversationId,
    location: named.location,
    starts_at: row.startsOn ? arrivalOf(row.startsOn) : null,
    read_at: row.readAt?.toISOString() ?? null,
    opened_at: row.openedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An event as a member sees it, or null when they may not (any more). */
export async function eventSeenBy(context: AppContext, memberId: string, eventId: string): Promise<Event | null> {
  try {
    return await viewEvent(context, memberId, eventId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'event.not_found') return null;
    throw error;
  }
}

/** The names of these events as a member may see them: an event they may not see has none. */
async function eventNamesFor(context: AppContext, viewerId: string, eventIds: readonly string[]) {
  const names = await Promise.all(
    [...new Set(eventIds)].map(async (id) => [id, (await eventSeenBy(context, viewerId, id))?.name ?? null] as const),
  );
  return new Map(names);
}

/**
 * Notifications as their recipient sees them: the actor through `viewMembers`, the place through
 * the locations module, a community by its name, an event by its name while they may see it.
 */
async function presentNotifications(
  context: AppContext,
  recipientId: string,
  rows: NotificationRow[],
): Promise<Notification[]> {
  const [actors, places, communityNames, eventNames] = await Promise.all([
    viewMembers(
      context,
      recipientId,
      rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
    ),
    findLocations(
      context.db,
      rows.flatMap((row) => (row.placeId === null ? [] : [row.placeId])),
    ),
    findCommunityNames(
      context.db,
      rows.flatMap((row) => (row.communityId ? [row.communityId] : [])),
    ),
    eventNamesFor(
      context,
      recipientId,
      rows.flatMap((row) => (row.eventId ? [row.eventId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const place = row.placeId === null ? undefined : places.get(row.placeId);
    const location = place
      ? { id: place.id, title: place.title, latitude: place.latitude, longitude: place.longitude }
      : null;
    return presentNotification(row, row.actorId ? (actors.get(row.actorId) ?? null) : null, {
      location,
      communityName: row.communityId ? (communityNames.get(row.communityId) ?? null) : null,
      eventName: row.eventId ? (eventNames.get(row.eventId) ?? null) : null,
    });
  });
}

/**
 * `GET /notifications/`: a page of the caller's notifications, newest first, with how many there
 * are and how many of them are unread (the badge). Deleted ones, and those about a member with
 * whom a block now stands, are never shown.
 */
export async function listNotifications(
  context: AppContext,
  recipientId: string,
  query: z.output<typeof notificationsQuery>,
): Promise<ListSlice<Notification> & { unread: number }> {
  const { rows, ...counts } = await findShownNotifications(context.db, recipientId, query);
  return { ...counts, results: await presentNotifications(context, recipientId, rows) };
}

const toDate = (value: string | null | undefined) => (value == null ? value : new Date(value));

/** One of the caller's shown notifications changed, or `notification.not_found` (also for another member's). */
async function changeNotification(
  context: AppContext,
  recipientId: string,
  id: string,
  changes: Parameters<typeof updateShownNotification>[3],
) {
  const row = await updateShownNotification(context.db, recipientId, id, changes);
  if (!row) throw new DomainError('notification.not_found');
  return row;
}

/** `PUT /notifications/{id}/`: marks a notification read or opened at a time, or not (null); what is not sent stays. */
export async function updateNotification(
  context: AppContext,
  recipientId: string,
  id: string,
  request: UpdateNotificationRequest,
): Promise<Notification> {
  const row = await changeNotification(context, recipientId, id, {
    readAt: toDate(request.read_at),
    openedAt: toDate(request.opened_at),
    updatedAt: context.clock.now(),
  });
  const [notification] = await presentNotifications(context, recipientId, [row]);
  return notification!;
}

/** `DELETE /notifications/{id}/`: the notification is kept, marked deleted, and never shown again. */
export async function deleteNotification(context: AppContext, recipientId: string, id: string) {
  const now = context.clock.now();
  await changeNotification(context, recipientId, id, { deletedAt: now, updatedAt: now });
}

/** `POST /notifications/clear-all/`: deletes all of the caller's notifications. */
export async function clearAllNotifications(context: AppContext, recipientId: string) {
  await deleteAllNotificationsOf(context.db, recipientId, context.clock.now());
}

/** Rows a single insert can carry, well under PostgreSQL's limit of bind parameters. */
const writeBatchSize = 1000;
/** Recipients whose email and text are written at once. */
const deliveryConcurrency = 10;

function inChunks<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

const alertKey = (alert: { recipientId: string; dedupeKey: string | null }) =>
  `${alert.recipientId} ${alert.dedupeKey}`;

/**
 * The emails, texts and pushes of alerts, to their recipients as each chose, naming the actor as
 * the recipient may see them, by `alertKey`. Members who want none cost no query.
 */
async function composeAlertNotices(context: AppContext, alerts: readonly Alert[]) {
  const recipients = new Map(
    (
      await findMembers(
        context.db,
        alerts.map((alert) => alert.recipientId),
      )
    ).map((profile) => [profile.member.id, profile]),
  );
  const addressed = alerts.flatMap((alert) => {
    const recipient = recipients.get(alert.recipientId);
    return recipient ? [{ alert, recipient, kind: alert.kind }] : [];
  });
  const pushDevices = await pushDevicesOf(context, addressed);
  const wanted = addressed
    .filter((addressee) => wantsDeliveries(addressee, pushDevices.get(addressee.recipient.member.id)))
    .map(({ alert }) => alert);
  const [places, communityNames] = await Promise.all([
    findLocations(
      context.db,
      wanted.flatMap((alert) => (alert.placeId === null ? [] : [alert.placeId])),
    ),
    findCommunityNames(
      context.db,
      wanted.flatMap((alert) => (alert.communityId ? [alert.communityId] : [])),
    ),
  ]);
  const notices = new Map<string, ComposedNotice>();
  for (const chunk of inChunks(wanted, deliveryConcurrency)) {
    await Promise.all(
      chunk.map(async (alert) => {
        const { actorId, communityId, eventId, eventName } = alert;
        const actor = actorId ? (await viewMembers(context, alert.recipientId, [actorId])).get(actorId) : undefined;
        if (actorId && !actor) return;
        const communityName = communityId ? communityNames.get(communityId) : undefined;
        notices.set(
          alertKey(alert),
          composeNotice(
            context,
            recipients.get(alert.recipientId)!,
            {
              kind: alert.kind,
              actorName: actor?.display_name ?? '',
              actorId,
              tripId: alert.tripId,
              placeTitle: alert.placeId === null ? null : (places.get(alert.placeId)?.title ?? null),
              startsOn: alert.startsOn,
              endsOn: alert.endsOn,
              crossing: alert.crossing ?? null,
              community: communityId && communityName ? { id: communityId, name: communityName } : null,
              event: eventId && eventName ? { id: eventId, name: eventName } : null,
            },
            pushDevices.get(alert.recipientId) ?? [],
          ),
        );
      }),
    );
  }
  return notices;
}

/**
 * Makes each alert once per (recipient, key) and, in the same transaction, the jobs that email
 * and text the new ones as their recipients chose; an alert made before only follows a new place
 * or first day. Answers how many were made and how many moved.
 */
export async function makeAlerts(context: AppContext, alerts: readonly Alert[]) {
  const unique = [...new Map(alerts.map((alert) => [alertKey(alert), alert])).values()];
  const now = context.clock.now();
  let created = 0;
  let moved = 0;
  for (const batch of inChunks(unique, writeBatchSize)) {
    // Composed before the transaction, whose connection must not wait for others: the reads take
    // connections of their own, and enough transactions waiting for them at once would hold
    // every connection of the pool, each waiting for one of the others forever.
    const notices = await composeAlertNotices(context, batch);
    const rows: NewNotification[] = batch.map((alert) => ({
      recipientId: alert.recipientId,
      kind: alert.kind,
      actorId: alert.actorId,
      tripId: alert.tripId,
      communityId: alert.communityId ?? null,
      eventId: alert.eventId ?? null,
      placeId: alert.placeId,
      startsOn: alert.startsOn,
      dedupeKey: alert.dedupeKey,
      createdAt: now,
      updatedAt: now,
    }));
    // The notifications and the jobs that email and text them commit together: a crash after the
    // commit leaves the jobs for the next start, and nothing is sent of a batch that rolled back.
    const written = await context.db.transaction(async (tx) => {
      const written = await writeNotifications(tx, rows);
      const noticed = written.flatMap((row) => {
        const notice = row.created ? notices.get(alertKey(row)) : undefined;
        return notice ? [{ row, notice }] : [];
      });
      await enqueueDeliveries(
        context,
        tx,
        noticed.flatMap(({ row, notice }) => memberDeliveries(notice.recipient, row, notice)),
      );
      // A member's daily digest takes the emails of its topics: each waits there for it.
      await writeDigestItems(
        tx,
        noticed.flatMap(({ row, notice }) => digestItemsOf(row, notice, now)),
      );
      return written;
    });
    wakeDeliveries(context);
    // Committed: the new ones are there for the recipient's open screens now.
    const made = written.filter((row) => row.created);
    for (const row of made) context.realtime.toMembers([row.recipientId], 'notification.created', { id: row.id });
    moved += written.length - made.length;
    created += made.length;
  }
  return { created, moved };
}

/**
 * Tells the recipients' open screens of notifications changed without them (a request answered, a
 * chat read elsewhere): a screen reloads its list when told, and one that loaded it again just
 * before the change would show it unread until its next refetch.
 */
export function tellNotificationsChanged(context: AppContext, changed: readonly { id: string; recipientId: string }[]) {
  for (const { id, recipientId } of changed) context.realtime.toMembers([recipientId], 'notification.changed', { id });
}
