import type { ConversationKind } from '@here-and-there/contracts';
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { isAnyOf, type Queryable } from '../../platform/db.ts';
import {
  type ConversationMemberRow,
  type ConversationRow,
  conversationMembers,
  conversations,
  type MessageRow,
  messages,
} from './messaging.table.ts';

export type NewConversation = typeof conversations.$inferInsert;

/** The key of a direct chat between two members, whoever started it. */
export const directKeyOf = (a: string, b: string) => [a, b].sort().join(':');

export async function findConversation(db: Queryable, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findDirectConversation(db: Queryable, directKey: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.directKey, directKey));
  return row;
}

/** Inserts a conversation; a direct chat or a channel's conversation that exists already is left as it is (undefined). */
export async function insertConversation(db: Queryable, values: NewConversation): Promise<ConversationRow | undefined> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findChannelConversation(db: Queryable, channelId: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.channelId, channelId));
  return row;
}

export async function updateConversationRow(db: Queryable, id: string, changes: { name?: string | null }) {
  await db
    .update(conversations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(conversations.id, id));
}

export async function deleteConversationRow(db: Queryable, id: string) {
  await db.delete(conversations).where(eq(conversations.id, id));
}

/** A member's row in a conversation, or undefined. */
export async function findConversationMember(
  db: Queryable,
  conversationId: string,
  memberId: string,
): Promise<ConversationMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)));
  return row;
}

/** The members of these conversations (their rows, so direct and group chats only), by conversation. */
export async function findMemberIdsOf(
  db: Queryable,
  conversationIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (conversationIds.length === 0) return found;
  const rows = await db
    .select({ conversationId: conversationMembers.conversationId, memberId: conversationMembers.memberId })
    .from(conversationMembers)
    .where(isAnyOf(conversationMembers.conversationId, [...conversationIds]))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.memberId));
  for (const row of rows) found.set(row.conversationId, [...(found.get(row.conversationId) ?? []), row.memberId]);
  return found;
}

/**
 * Puts members in a conversation; those in it already keep their read state. A member who joins
 * has read what came before (they start at the conversation's latest seq).
 */
export async function addConversationMembers(db: Queryable, conversationId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return;
  await db
    .insert(conversationMembers)
    .values(
      memberIds.map((memberId) => ({
        conversationId,
        memberId,
        lastReadSeq: sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`,
      })),
    )
    .onConflictDoNothing();
}

export async function removeConversationMembers(db: Queryable, conversationId: string, memberIds: readonly string[]) {
  if (memberIds.length === 0) return;
  await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        inArray(conversationMembers.memberId, [...memberIds]),
      ),
    );
}

/**
 * Takes the conversation's next seq: the row stays locked until the sending transaction ends, so
 * seqs are given out one transaction after another, without a gap, in commit order. Undefined
 * when the conversation is gone.
 */
export async function takeNextSeq(db: Queryable, conversationId: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: at, updatedAt: at })
    .where(eq(conversations.id, conversationId))
    .returning({ lastSeq: conversations.lastSeq });
  return row?.lastSeq;
}

/** Stores a message; undefined when its author already stored one with this `clientMsgId`. */
export async function insertMessage(
  db: Queryable,
  values: typeof messages.$inferInsert,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.authorId, messages.clientMsgId] })
    .returning();
  return row;
}

export async function findMessageByClientId(
  db: Queryable,
  authorId: string,
  clientMsgId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.clientMsgId, clientMsgId)));
  return row;
}

export async function findMessage(
  db: Queryable,
  conversationId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)));
  return row;
}

/**
 * A window of a conversation's log: what follows `after` in ascending order when it is given,
 * else the newest first (before `before` when given).
 */
export function findMessages(
  db: Queryable,
  conversationId: string,
  { before, after, limit }: { before?: number; after?: number; limit: number },
): Promise<MessageRow[]> {
  const bounds = [
    eq(messages.conversationId, conversationId),
    before === undefined ? undefined : lt(messages.seq, before),
    after === undefined ? undefined : gt(messages.seq, after),
  ];
  return db
    .select()
    .from(messages)
    .where(and(...bounds))
    .orderBy(after === undefined ? desc(messages.seq) : asc(messages.seq))
    .limit(limit);
}

/** The latest message of each of these conversations, by conversation. */
export async function findLastMessages(
  db: Queryable,
  conversationIds: readonly string[],
): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ message: messages })
    .from(conversations)
    .innerJoin(messages, and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)))
    .where(isAnyOf(conversations.id, [...conversationIds]));
  return new Map(rows.map(({ message }) => [message.conversationId, message]));
}

export async function changeMessage(
  db: Queryable,
  conversationId: string,
  seq: number,
  changes: { text: string | null; editedAt?: Date; deletedAt?: Date },
): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set(changes)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)))
    .returning();
  return row!;
}

/**
 * Marks a conversation read up to `seq` for a member, never backwards nor past its latest
 * message; keeps (or makes, for a channel's conversation) the member's row. Answers the seq read
 * now and the conversation's latest.
 */
export async function markRead(db: Queryable, conversationId: string, memberId: string, seq: number) {
  const upTo = sql`least(${seq}::bigint, (select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId}))`;
  const [row] = await db
    .insert(conversationMembers)
    .values({ conversationId, memberId, lastReadSeq: upTo })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.memberId],
      set: { lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${upTo})` },
    })
    .returning({
      lastReadSeq: conversationMembers.lastReadSeq,
      lastSeq: sql<string>`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`,
    });
  return { readSeq: row!.lastReadSeq, lastSeq: Number(row!.lastSeq) };
}

export async function setArchived(db: Queryable, conversationId: string, memberId: string, archivedAt: Date | null) {
  await db
    .update(conversationMembers)
    .set({ archivedAt })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)));
}

/** Brings back every archived member of a conversation but `exceptId` (a new message reached them). */
export async function unarchiveFor(db: Queryable, conversationId: string, exceptId: string) {
  await db
    .update(conversationMembers)
    .set({ archivedAt: null })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        ne(conversationMembers.memberId, exceptId),
        sql`${conversationMembers.archivedAt} is not null`,
      ),
    );
}

/** A conversation with the member's own row in it. */
export interface MemberConversation {
  conversation: ConversationRow;
  place: ConversationMemberRow;
}

/** A member's direct and group chats, archived or not, the latest message first, one window of them. */
export async function findChatsOf(
  db: Queryable,
  memberId: string,
  { archived, limit, offset }: { archived: boolean; limit: number; offset: number },
): Promise<{ count: number; results: MemberConversation[] }> {
  // A member's rows also keep their read state in the channels they read: those are no chats.
  const where = and(
    eq(conversationMembers.memberId, memberId),
    ne(conversations.kind, 'channel'),
    archived ? sql`${conversationMembers.archivedAt} is not null` : sql`${conversationMembers.archivedAt} is null`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ conversation: conversations, place: conversationMembers })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where)
      .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), asc(conversations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where),
  ]);
  return { count: total?.count ?? 0, results: rows };
}

/** One conversation's unread messages for a member. */
export interface UnreadRow {
  conversationId: string;
  kind: ConversationKind;
  unread: number;
}

/**
 * A member's unread messages, per conversation with any (DESIGN §5): their direct and group chats
 * neither muted nor archived, and the conversations of `channelIds` (the channels they are in and
 * did not mute, as the communities module knows them) — one query, started from the member's rows
 * and the channels' conversations.
 */
export async function findUnread(db: Queryable, memberId: string, channelIds: readonly string[]): Promise<UnreadRow[]> {
  const rows = await db.execute<{ conversation_id: string; kind: ConversationKind; unread: string }>(sql`
    select c.id as conversation_id, c.kind, c.last_seq - cm.last_read_seq as unread
    from ${conversationMembers} cm
    join ${conversations} c on c.id = cm.conversation_id
    where cm.member_id = ${memberId} and c.kind <> 'channel'
      and not cm.muted and cm.archived_at is null and c.last_seq > cm.last_read_seq
    union all
    select c.id, c.kind, c.last_seq - coalesce(r.last_read_seq, 0)
    from ${conversations} c
    left join ${conversationMembers} r on r.conversation_id = c.id and r.member_id = ${memberId}
    where c.channel_id = any(${sql.param([...channelIds])}::uuid[])
      and c.last_seq > coalesce(r.last_read_seq, 0)`);
  return rows.rows.map((row) => ({ conversationId: row.conversation_id, kind: row.kind, unread: Number(row.unread) }));
}

/**
 * The conversations of these channels, each made the first time it is needed (a channel has one
 * from its first member on, so its members' sockets are in its room before its first message).
 */
export async function ensureChannelConversations(
  db: Queryable,
  channels: readonly { channelId: string; communityId: string }[],
): Promise<Map<string, string>> {
  if (channels.length === 0) return new Map();
  const find = async () => {
    const rows = await db
      .select({ id: conversations.id, channelId: conversations.channelId })
      .from(conversations)
      .where(
        isAnyOf(
          conversations.channelId,
          channels.map((channel) => channel.channelId),
        ),
      );
    return new Map(rows.map((row) => [row.channelId!, row.id]));
  };
  // Read first: every socket's connection asks, and nearly always they all exist.
  const found = await find();
  const missing = channels.filter((channel) => !found.has(channel.channelId));
  if (missing.length === 0) return found;
  await db
    .insert(conversations)
    .values(missing.map(({ channelId, communityId }) => ({ kind: 'channel' as const, channelId, communityId })))
    .onConflictDoNothing();
  return find();
}

/** The conversations of a community's channels. */
export async function findCommunityConversationIds(db: Queryable, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.communityId, communityId));
  return rows.map((row) => row.id);
}

/**
 * The members a chat's messages notify — its members who did not mute it — as a statement
 * selecting their ids (`member_id`), for the notifications module to insert from in one statement.
 */
export function chatListenersOf(db: Queryable, conversationId: string) {
  return db
    .select({ memberId: conversationMembers.memberId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.muted, false)));
}

/** What a member has not read of a conversation, as a push tells of it. */
export interface UnreadMessages {
  kind: ConversationKind;
  /** A group's name; null for a direct chat, an unnamed group and a channel. */
  name: string | null;
  /** Their unread messages from others, deleted ones left out. */
  unread: number;
  /** Who wrote them, each once (a deleted account's messages name no one). */
  authorIds: string[];
}

/**
 * A member's unread messages from others in a conversation: one query reading the messages after
 * their last read, by the log's key. None in a chat they are no longer in.
 */
export async function findUnreadMessagesOf(
  db: Queryable,
  conversationId: string,
  memberId: string,
): Promise<UnreadMessages | undefined> {
  const rows = await db.execute<{
    kind: ConversationKind;
    name: string | null;
    unread: number;
    author_ids: string[];
  }>(sql`
    select c.kind, c.name, count(m.seq)::int as unread,
      coalesce(array_agg(distinct m.author_id) filter (where m.author_id is not null), '{}') as author_ids
    from ${conversations} c
    left join ${conversationMembers} cm on cm.conversation_id = c.id and cm.member_id = ${memberId}
    left join ${messages} m on m.conversation_id = c.id and m.seq > coalesce(cm.last_read_seq, 0)
      and m.deleted_at is null and m.author_id is distinct from ${memberId}::uuid
    where c.id = ${conversationId} and (c.kind = 'channel' or cm.member_id is not null)
    group by c.id`);
  const [row] = rows.rows;
  return row && { kind: row.kind, name: row.name, unread: row.unread, authorIds: row.author_ids };
}

/** Hands each group a member created to its longest-standing other member (their account is going). */
export async function handOverGroupsOf(db: Queryable, memberId: string) {
  await db.execute(sql`
    update ${conversations} c
    set creator_id = (
      select cm.member_id from ${conversationMembers} cm
      where cm.conversation_id = c.id and cm.member_id <> ${memberId}
      order by cm.joined_at, cm.member_id
      limit 1
    )
    where c.kind = 'group' and c.creator_id = ${memberId}`);
}

export async function setMuted(db: Queryable, conversationId: string, memberId: string, isMuted: boolean) {
  await db
    .update(conversationMembers)
    .set({ muted: isMuted })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.memberId, memberId)));
}
