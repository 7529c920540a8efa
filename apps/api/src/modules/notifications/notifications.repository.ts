import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Database, preparedQuery, type Queryable } from '../../platform/db.ts';
// Table-level link: notifications about a member with whom a block stands are left out in the same
// statement that pages and counts them, so the page and its counts agree.
import { connections } from '../connections/connections.table.ts';
import { type NotificationRow, notifications } from './notifications.table.ts';

export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'> & { dedupeKey: string };

/**
 * The recipient's notifications that the API shows: not deleted, and not about a member with
 * whom a block now stands either way (the connection row from the recipient's side holds both
 * levels, as `findStandings` reads them).
 */
function shownTo(recipientId: string | Placeholder): SQL {
  return and(
    eq(notifications.recipientId, recipientId),
    isNull(notifications.deletedAt),
    sql`not exists (
      select 1 from ${connections}
      where ${connections.memberId} = ${notifications.recipientId}
        and ${connections.otherId} = ${notifications.actorId}
        and (${connections.level} = 'block' or ${connections.otherLevel} = 'block'))`,
  )!;
}

/**
 * A window of the recipient's shown notifications, newest first, with how many they are shown and
 * how many of those are unread (the badge every screen asks for): one prepared statement, whose
 * counts come back even when the window holds no notification.
 */
const shownNotificationsWindow = preparedQuery((db) => {
  const recipientId = sql.placeholder('recipientId');
  const counts = db
    .select({
      count: count().as('count'),
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`.as('unread'),
    })
    .from(notifications)
    .where(shownTo(recipientId))
    .as('counts');
  const shown = db
    .select()
    .from(notifications)
    .where(shownTo(recipientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('shown');
  return db.select().from(counts).leftJoinLateral(shown, sql`true`).prepare('shown_notifications_window');
});

export async function findShownNotifications(
  db: Database,
  recipientId: string,
  window: { limit: number; offset: number },
) {
  const rows = await shownNotificationsWindow(db).execute({ recipientId, ...window });
  return {
    count: rows[0]!.counts.count,
    unread: rows[0]!.counts.unread,
    rows: rows.flatMap((row) => (row.shown ? [row.shown] : [])),
  };
}

/** Changes one of the recipient's shown notifications; undefined when there is no such one. */
export async function updateShownNotification(
  db: Queryable,
  recipientId: string,
  id: string,
  changes: Partial<Pick<NotificationRow, 'readAt' | 'openedAt' | 'deletedAt'>> & { updatedAt: Date },
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set(changes)
    .where(and(eq(notifications.id, id), shownTo(recipientId)))
    .returning();
  return row;
}

/** Marks every notification of the recipient deleted. */
export async function deleteAllNotificationsOf(db: Queryable, recipientId: string, at: Date) {
  await db
    .update(notifications)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.deletedAt)));
}

/** The member a notification is for; undefined once it is gone. */
export async function findRecipientOf(db: Queryable, id: string) {
  const [row] = await db
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.recipientId;
}

/**
 * Writes notifications, each once per (recipient, key): one that exists already keeps its state
 * and only follows a new place or first day (a crossing or trip that moved). Answers the rows
 * written, `created` for the new ones.
 */
export function writeNotifications(db: Queryable, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.recipientId, notifications.dedupeKey],
      targetWhere: sql`${notifications.dedupeKey} is not null`,
      set: {
        placeId: sql`excluded.place_id`,
        startsOn: sql`excluded.starts_on`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${notifications.placeId}, ${notifications.startsOn}) is distinct from (excluded.place_id, excluded.starts_on)`,
    })
    .returning({
      id: notifications.id,
      recipientId: notifications.recipientId,
      dedupeKey: notifications.dedupeKey,
      writtenIn: sql<string>`pg_current_xact_id()::text`,
      // A row the insert made has no deleting transaction id; one the conflict updated has.
      created: sql<boolean>`(xmax = 0)`,
    });
}

/** A member and the key of one of their alerts. */
export interface AlertKey {
  recipientId: string;
  dedupeKey: string;
}

/**
 * Deletes the crossing alerts (`peer_in_location`) that any of `memberIds` received or is the
 * subject of, except those named in `keep` (the crossings that still stand); answers how many.
 */
export async function deleteCrossingAlertsExcept(
  db: Queryable,
  memberIds: readonly string[],
  keep: readonly AlertKey[],
) {
  if (memberIds.length === 0) return 0;
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.kind, 'peer_in_location'),
        or(inArray(notifications.recipientId, [...memberIds]), inArray(notifications.actorId, [...memberIds])),
        sql`(${notifications.recipientId}, ${notifications.dedupeKey}) not in (
          select * from unnest(${sql.param(keep.map((key) => key.recipientId))}::uuid[], ${sql.param(keep.map((key) => key.dedupeKey))}::text[]))`,
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length;
}

/** Moves existing alerts to the place and first day given for their key; answers how many moved. */
export async function moveAlerts(
  db: Queryable,
  moves: readonly (AlertKey & { placeId: number | null; startsOn: string | null })[],
  at: Date,
) {
  if (moves.length === 0) return 0;
  const result = await db.execute(sql`
    update ${notifications} n
    set place_id = v.place_id, starts_on = v.starts_on, updated_at = ${at}
    from unnest(
      ${sql.param(moves.map((move) => move.recipientId))}::uuid[],
      ${sql.param(moves.map((move) => move.dedupeKey))}::text[],
      ${sql.param(moves.map((move) => move.placeId))}::int[],
      ${sql.param(moves.map((move) => move.startsOn))}::date[]
    ) as v(recipient_id, dedupe_key, place_id, starts_on)
    where n.recipient_id = v.recipient_id and n.dedupe_key = v.dedupe_key
      and (n.place_id, n.starts_on) is distinct from (v.place_id, v.starts_on)`);
  return result.rowCount ?? 0;
}

/** The members with a crossing alert about a day from `day` on: those whose alerts the scan checks again. */
export async function findRecipientsOfCrossingAlertsFrom(db: Queryable, day: string) {
  const rows = await db
    .selectDistinct({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'peer_in_location'), gte(notifications.startsOn, day)));
  return rows.map((row) => row.recipientId);
}

/** The alerts of these kinds about a trip. */
export function findAlertsAboutTrip(db: Queryable, tripId: string, kinds: NotificationRow['kind'][]) {
  return db
    .select({ id: notifications.id, recipientId: notifications.recipientId, kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), inArray(notifications.kind, kinds)));
}

/** The alerts of these kinds about a trip that one of two members received about the other. */
export function findTripAlertsBetween(
  db: Queryable,
  memberId: string,
  otherId: string,
  kinds: NotificationRow['kind'][],
) {
  return db
    .select({ id: notifications.id, recipientId: notifications.recipientId, tripId: notifications.tripId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.kind, kinds),
        isNotNull(notifications.tripId),
        or(
          and(eq(notifications.recipientId, memberId), eq(notifications.actorId, otherId)),
          and(eq(notifications.recipientId, otherId), eq(notifications.actorId, memberId)),
        ),
      ),
    );
}

export async function deleteNotificationsByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.id, [...ids]));
}

/** What an update of notifications returns: whose screens to tell. */
const changedNotification = { id: notifications.id, recipientId: notifications.recipientId };

/**
 * Marks read, as answered, the unread notifications of `scope` with this key: they show changed.
 * Returns those it changed, whose recipients' screens are to be told.
 */
function markAnswered(db: Queryable, scope: SQL, dedupeKey: string, at: Date) {
  return db
    .update(notifications)
    .set({ readAt: at, updatedAt: at })
    .where(and(scope, eq(notifications.dedupeKey, dedupeKey), isNull(notifications.readAt)))
    .returning(changedNotification);
}

/** Marks the recipient's alert with this key read, as one answered, when it is still unread. */
export const markAlertAnswered = (db: Queryable, recipientId: string, dedupeKey: string, at: Date) =>
  markAnswered(db, eq(notifications.recipientId, recipientId), dedupeKey, at);

/** Deletes the alerts with this key that any of these members received. */
export async function deleteAlertsByKey(db: Queryable, recipientIds: readonly string[], dedupeKey: string) {
  await db
    .delete(notifications)
    .where(and(inArray(notifications.recipientId, [...recipientIds]), eq(notifications.dedupeKey, dedupeKey)));
}

/**
 * Marks read every unread alert about a community with this key, whoever received it: a request
 * the admins were told of, answered by one.
 */
export const markCommunityAlertsAnswered = (db: Queryable, communityId: string, dedupeKey: string, at: Date) =>
  markAnswered(db, eq(notifications.communityId, communityId), dedupeKey, at);

/** Deletes every alert about a community with one of these keys, whoever received it. */
export async function deleteCommunityAlerts(db: Queryable, communityId: string, dedupeKeys: readonly string[]) {
  await db
    .delete(notifications)
    .where(and(eq(notifications.communityId, communityId), inArray(notifications.dedupeKey, [...dedupeKeys])));
}

/** A message that notifies: its conversation, its author, and the kind and community of its notifications. */
export interface MessageNotice {
  kind: 'new_dm' | 'new_general_community_message';
  conversationId: string;
  authorId: string;
  communityId: string | null;
}

/** The key that keeps one notification per recipient and conversation. */
export const conversationKey = (conversationId: string) => `conversation:${conversationId}`;

/**
 * Of a conversation's `listeners` other than its author, those a new message would notify now:
 * their notification of it was read or cleared, or there is none yet (`writeMessageNotifications`).
 */
export async function findMembersToNotifyOfMessage(
  db: Queryable,
  { conversationId, authorId }: Pick<MessageNotice, 'conversationId' | 'authorId'>,
  listeners: SQLWrapper,
) {
  const rows = await db.execute<{ member_id: string }>(sql`
    select listener.member_id from (${listeners}) listener
    where listener.member_id <> ${authorId}::uuid
      and not exists (
        select 1 from ${notifications} n
        where n.recipient_id = listener.member_id and n.dedupe_key = ${conversationKey(conversationId)}
          and n.read_at is null and n.deleted_at is null
      )`);
  return rows.rows.map((row) => row.member_id);
}

/** That no block stands, either way, between a member and a message's author. */
const noBlockBetween = (memberId: SQL, authorId: string) => sql`not exists (
  select 1 from ${connections} c
  where c.member_id = ${memberId} and c.other_id = ${authorId}::uuid and 'block' in (c.level, c.other_level))`;

/**
 * Notifies of a message everyone `listeners` selects (a statement selecting `member_id`) but its
 * author and anyone with whom a block stands either way, in one statement whatever their number:
 * one notification per recipient and conversation, which a new message brings back once it was
 * read or cleared, and leaves as it is while it is still unread. Answers the notifications that
 * became unread.
 */
export async function writeMessageNotifications(db: Queryable, notice: MessageNotice, listeners: SQLWrapper, at: Date) {
  const { kind, conversationId, authorId, communityId } = notice;
  const now = at.toISOString();
  const rows = await db.execute<{ id: string; recipient_id: string; written_in: string }>(sql`
    insert into ${notifications} (recipient_id, kind, actor_id, community_id, conversation_id, dedupe_key, created_at, updated_at)
    select listener.member_id, ${kind}::notification_kind, ${authorId}::uuid, ${communityId}::uuid,
      ${conversationId}::uuid, ${conversationKey(conversationId)},
      ${now}::timestamptz, ${now}::timestamptz
    from (${listeners}) listener
    where listener.member_id <> ${authorId}::uuid
      and ${noBlockBetween(sql`listener.member_id`, authorId)}
    on conflict (recipient_id, dedupe_key) where dedupe_key is not null do update
      set actor_id = excluded.actor_id, read_at = null, opened_at = null, deleted_at = null,
        created_at = excluded.created_at, updated_at = excluded.updated_at
      where ${notifications}.read_at is not null or ${notifications}.deleted_at is not null
    returning id, recipient_id, pg_current_xact_id()::text as written_in`);
  return rows.rows.map((row) => ({ id: row.id, recipientId: row.recipient_id, writtenIn: row.written_in }));
}

/**
 * Of these recipients, those with an unread notification of the conversation, and its id: once
 * the message's notifications are written, those it tells of — none to a member who blocked its
 * author or is blocked by them.
 */
export async function findUnreadMessageNotifications(
  db: Queryable,
  { conversationId, authorId }: Pick<MessageNotice, 'conversationId' | 'authorId'>,
  recipientIds: readonly string[],
) {
  if (recipientIds.length === 0) return [];
  const rows = await db.execute<{ id: string; recipient_id: string }>(sql`
    select n.id, n.recipient_id from ${notifications} n
    where n.recipient_id = any(${sql.param([...recipientIds])}::uuid[])
      and n.dedupe_key = ${conversationKey(conversationId)}
      and n.read_at is null and n.deleted_at is null
      and ${noBlockBetween(sql`n.recipient_id`, authorId)}`);
  return rows.rows.map((row) => ({ id: row.id, recipientId: row.recipient_id }));
}
