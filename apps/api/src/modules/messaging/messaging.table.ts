import { conversationKinds } from '@here-and-there/contracts';
import {
  bigint,
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { channels, communities } from '../communities/communities.table.ts';
import { members } from '../users/users.table.ts';

export const conversationKind = pgEnum('conversation_kind', conversationKinds);

/**
 * A conversation (DESIGN §5 "Messaging"): a direct chat, a group chat, or a community channel's.
 * `lastSeq` is the seq of its latest message, taken by the sending transaction's own update of
 * this row, so seqs are gap-free and in commit order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: conversationKind('kind').notNull(),
    /** A group's name; null for a direct chat, an unnamed group and a channel's conversation. */
    name: text('name'),
    creatorId: uuid('creator_id').references(() => members.id, { onDelete: 'set null' }),
    /** The channel a `channel` conversation belongs to: one conversation per channel. */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    /** A direct chat's two member ids in order, so the pair finds its chat again rather than making a second. */
    directKey: text('direct_key'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_channel_id_key').on(table.channelId),
    uniqueIndex('conversations_direct_key').on(table.directKey),
    index('conversations_community_id_idx').on(table.communityId),
    // A deleted account's groups pass on, and its foreign key is set null, by creator.
    index('conversations_creator_id_idx').on(table.creatorId),
  ],
);

/**
 * One message of a conversation's log, keyed by its seq. The author goes with their account and the
 * message stays, anonymous. A deleted message keeps its seq with `text` null. `clientMsgId` is
 * unique per author: a retried send finds the message it already stored.
 */
export const messages = pgTable(
  'messages',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    id: uuid('id').notNull().defaultRandom(),
    authorId: uuid('author_id').references(() => members.id, { onDelete: 'set null' }),
    text: text('text'),
    clientMsgId: text('client_msg_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.seq] }),
    uniqueIndex('messages_id_key').on(table.id),
    uniqueIndex('messages_author_client_msg_id_key').on(table.authorId, table.clientMsgId),
  ],
);

/**
 * A member's place in a conversation. For a direct or group chat the row is the membership; for a
 * channel's conversation it only keeps the read state (who is in a channel, and whether they muted
 * it, is the communities module's).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.memberId] }),
    // A member's chats and unread counts start from the member.
    index('conversation_members_member_idx').on(table.memberId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;
