import { communityMemberStatuses, communityRoles } from '@here-and-there/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedForSearch, members } from '../users/users.table.ts';

export const communityRole = pgEnum('community_role', communityRoles);
export const communityMemberStatus = pgEnum('community_member_status', communityMemberStatuses);
/** Where a member stands in a channel: in it, or asking to join a private one (nobody is invited to a channel). */
export const channelMemberStatus = pgEnum('channel_member_status', ['active', 'pending_acceptance']);

/**
 * A community (SPEC §3 "Community"): public ones admit at once, private ones on approval. The owner
 * is one of its admins, the only one no other admin can demote.
 */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercase letters, digits and underscores with at least one letter; unique. */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Where the stored sizes of the picture live (the media module); null without one. */
    pictureKey: text('picture_key'),
    isPrivate: boolean('private').notNull().default(false),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id),
    /** Active members, kept in the transaction of every membership change. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name and description as search compares them, stored so that a search does not fold each again. */
    nameKey: text('name_key').generatedAlwaysAs(foldedForSearch(sql`"name"`)),
    descriptionKey: text('description_key').generatedAlwaysAs(foldedForSearch(sql`"description"`)),
  },
  (table) => [
    uniqueIndex('communities_handle_key').on(table.handle),
    index('communities_owner_id_idx').on(table.ownerId),
    index('communities_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    // Search (pg_trgm): any part of the name, handle or description, whatever its case and accents.
    index('communities_name_search_idx').using('gin', sql`${table.nameKey} gin_trgm_ops`),
    index('communities_handle_search_idx').using('gin', sql`${table.handle} gin_trgm_ops`),
    index('communities_description_search_idx').using('gin', sql`${table.descriptionKey} gin_trgm_ops`),
  ],
);

/**
 * A member's place in a community: admin or member; active, invited by an admin, or asking to join
 * a private one. `id` is the membership the admins approve or reject.
 */
export const communityMembers = pgTable(
  'community_members',
  {
    id: uuid('id').notNull().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: communityRole('role').notNull().default('member'),
    status: communityMemberStatus('status').notNull(),
    /** Who invited an `invited` member; null for those who joined or asked themselves. */
    invitedById: uuid('invited_by_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.memberId] }),
    uniqueIndex('community_members_id_key').on(table.id),
    // "My communities", and the communities two members share (crossings inside a community).
    index('community_members_member_idx').on(table.memberId, table.status),
    index('community_members_community_status_idx').on(table.communityId, table.status, table.memberId),
  ],
);

/**
 * A shareable link into a community (`/invitation/community/{token}`): it lapses at `expiresAt`,
 * and after `maxUses` joins when a number is set.
 */
export const communityInvitationLinks = pgTable(
  'community_invitation_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The secret of the link; unguessable. */
    token: text('token').notNull(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => members.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('community_invitation_links_token_key').on(table.token),
    index('community_invitation_links_community_idx').on(table.communityId),
  ],
);

/**
 * A channel of a community (SPEC §3 "Channel"). Every community has exactly one main channel,
 * "general", which lives as long as the community. `eventId` names the event a channel is for.
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPrivate: boolean('private').notNull().default(false),
    isMain: boolean('is_main').notNull().default(false),
    eventId: uuid('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('channels_community_idx').on(table.communityId),
    uniqueIndex('channels_one_main_key').on(table.communityId).where(sql`${table.isMain}`),
  ],
);

/** A member in a channel: active, or asking to join a private one. `id` is what admins accept or reject. */
export const channelMembers = pgTable(
  'channel_members',
  {
    id: uuid('id').notNull().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: channelMemberStatus('status').notNull(),
    muted: boolean('muted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.memberId] }),
    uniqueIndex('channel_members_id_key').on(table.id),
    index('channel_members_member_idx').on(table.memberId),
  ],
);

export type CommunityRow = typeof communities.$inferSelect;
export type CommunityMemberRow = typeof communityMembers.$inferSelect;
export type CommunityInvitationLinkRow = typeof communityInvitationLinks.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type ChannelMemberRow = typeof channelMembers.$inferSelect;
