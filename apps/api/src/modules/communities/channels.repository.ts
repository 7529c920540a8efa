import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isAnyOf, type Queryable } from '../../platform/db.ts';
import { members } from '../users/users.table.ts';
import { isUnblockedFor } from './communities.repository.ts';
import { type ChannelMemberRow, type ChannelRow, channelMembers, channels } from './communities.table.ts';

export type NewChannel = typeof channels.$inferInsert;
export type ChannelChanges = Partial<Pick<NewChannel, 'name' | 'isPrivate' | 'eventId'>>;
/** Where a member stands in a channel: in it, or asking to join a private one. */
export type ChannelMemberStatus = ChannelMemberRow['status'];

/** A member in a channel as its lists need them: the membership admins act on, the member, their status. */
export interface ChannelMemberEntry {
  id: string;
  memberId: string;
  status: ChannelMemberStatus;
}

/** The name every community's main channel is created with. */
export const mainChannelName = 'general';

export async function insertChannel(db: Queryable, values: NewChannel): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(values).returning();
  return row!;
}

export async function updateChannelRow(db: Queryable, id: string, changes: ChannelChanges) {
  await db
    .update(channels)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(channels.id, id));
}

/** Deletes a channel and its memberships (foreign key). */
export async function deleteChannelRow(db: Queryable, id: string) {
  await db.delete(channels).where(eq(channels.id, id));
}

/** The channel of this id, or undefined. */
export async function findChannelRow(db: Queryable, id: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row;
}

/** The channels of these communities: each community's main channel first, then by name. */
export function findChannelsOf(db: Queryable, communityIds: readonly string[]): Promise<ChannelRow[]> {
  if (communityIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(channels)
    .where(isAnyOf(channels.communityId, [...communityIds]))
    .orderBy(desc(channels.isMain), sql`lower(${channels.name})`, asc(channels.id));
}

/** The community's main channel. */
export async function findMainChannel(db: Queryable, communityId: string): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(channels)
    .where(and(eq(channels.communityId, communityId), eq(channels.isMain, true)));
  return row!;
}

/** A member's places in these channels, by channel. */
export async function findChannelMembershipsOf(
  db: Queryable,
  memberId: string,
  channelIds: readonly string[],
): Promise<Map<string, ChannelMemberRow>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(channelMembers)
    .where(and(eq(channelMembers.memberId, memberId), isAnyOf(channelMembers.channelId, [...channelIds])));
  return new Map(rows.map((row) => [row.channelId, row]));
}

/** The channel membership of this id, or undefined. */
export async function findChannelMembershipById(db: Queryable, id: string): Promise<ChannelMemberRow | undefined> {
  const [row] = await db.select().from(channelMembers).where(eq(channelMembers.id, id));
  return row;
}

/** Puts a member in a channel at `status`, or moves them there when they are in it already. */
export async function putInChannel(db: Queryable, channelId: string, memberId: string, status: ChannelMemberStatus) {
  await db
    .insert(channelMembers)
    .values({ channelId, memberId, status })
    .onConflictDoUpdate({
      target: [channelMembers.channelId, channelMembers.memberId],
      set: { status, updatedAt: sql`now()` },
    });
}

export async function deleteChannelMembership(db: Queryable, channelId: string, memberId: string) {
  await db
    .delete(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.memberId, memberId)));
}

/** Takes a member out of every channel of a community (they left it, or were removed). */
export async function removeFromCommunityChannels(db: Queryable, communityId: string, memberId: string) {
  await db
    .delete(channelMembers)
    .where(
      and(
        eq(channelMembers.memberId, memberId),
        sql`${channelMembers.channelId} in (select ${channels.id} from ${channels} where ${channels.communityId} = ${communityId})`,
      ),
    );
}

export async function setChannelMuted(db: Queryable, channelId: string, memberId: string, muted: boolean) {
  await db
    .update(channelMembers)
    .set({ muted, updatedAt: sql`now()` })
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.memberId, memberId)));
}

/** How many active members each of these channels has. */
export async function countChannelMembers(db: Queryable, channelIds: readonly string[]): Promise<Map<string, number>> {
  if (channelIds.length === 0) return new Map();
  const rows = await db
    .select({ channelId: channelMembers.channelId, count: sql<number>`count(*)::int` })
    .from(channelMembers)
    .where(and(isAnyOf(channelMembers.channelId, [...channelIds]), eq(channelMembers.status, 'active')))
    .groupBy(channelMembers.channelId);
  return new Map(rows.map((row) => [row.channelId, row.count]));
}

/**
 * Up to `limit` members of each channel as the viewer's lists show them, none with whom a block
 * stands either way: those asking to join first when `withPending`, then those with pictures, by
 * first name. Answers the channel memberships by channel.
 */
export async function findChannelMembers(
  db: Queryable,
  viewerId: string | null,
  channelIds: readonly string[],
  { limit, withPending }: { limit: number; withPending: (channelId: string) => boolean },
): Promise<Map<string, ChannelMemberEntry[]>> {
  const found = new Map<string, ChannelMemberEntry[]>();
  if (channelIds.length === 0) return found;
  const pendingOf = channelIds.filter(withPending);
  const rows = await db.execute<{ id: string; channel_id: string; member_id: string; status: ChannelMemberStatus }>(sql`
    select picked.id, c.id as channel_id, picked.member_id, picked.status
    from unnest(${sql.param([...channelIds])}::uuid[]) as c(id)
    cross join lateral (
      select ${channelMembers.id} as id, ${channelMembers.memberId} as member_id, ${channelMembers.status} as status
      from ${channelMembers}
      join ${members} on ${members.id} = ${channelMembers.memberId}
      where ${channelMembers.channelId} = c.id
        and (${channelMembers.status} = 'active' or c.id = any(${sql.param(pendingOf)}::uuid[]))
        and ${isUnblockedFor(viewerId, channelMembers.memberId)}
      order by (${channelMembers.status} = 'active'), (${members.pictureKey} is null), lower(${members.firstName}), ${members.id}
      limit ${limit}
    ) picked`);
  for (const row of rows.rows) {
    const entry: ChannelMemberEntry = { id: row.id, memberId: row.member_id, status: row.status };
    found.set(row.channel_id, [...(found.get(row.channel_id) ?? []), entry]);
  }
  return found;
}

/** A channel a member is in, and its community. */
export interface ChannelOfMember {
  channelId: string;
  communityId: string;
}

/** The channels a member is an active member of; only those they did not mute when `unmutedOnly`. */
export async function findActiveChannelsOf(
  db: Queryable,
  memberId: string,
  { unmutedOnly }: { unmutedOnly: boolean },
): Promise<ChannelOfMember[]> {
  return db
    .select({ channelId: channelMembers.channelId, communityId: channels.communityId })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .where(
      and(
        eq(channelMembers.memberId, memberId),
        eq(channelMembers.status, 'active'),
        unmutedOnly ? eq(channelMembers.muted, false) : undefined,
      ),
    );
}

/**
 * The members a channel's messages notify — its active members who did not mute it — as a
 * statement selecting their ids (`member_id`), for the notifications module to insert from in one
 * statement whatever the channel's size.
 */
export function channelListenersOf(db: Queryable, channelId: string) {
  return db
    .select({ memberId: channelMembers.memberId })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.status, 'active'),
        eq(channelMembers.muted, false),
      ),
    );
}
