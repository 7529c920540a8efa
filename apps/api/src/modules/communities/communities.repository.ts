import type { CommunityMemberStatus } from '@here-and-there/contracts';
import { and, asc, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containsPattern, isAnyOf, type Queryable } from '../../platform/db.ts';
// Table-level links: member lists are ordered by first name and leave out members with whom a
// block stands either way in the statement that pages and counts them, so pages and counts agree
// (as the notifications and trips repositories do).
import { connections } from '../connections/connections.table.ts';
import { mayHoldSearch, members } from '../users/users.table.ts';
import {
  type CommunityInvitationLinkRow,
  type CommunityMemberRow,
  type CommunityRow,
  channels,
  communities,
  communityInvitationLinks,
  communityMembers,
} from './communities.table.ts';

export type NewCommunity = typeof communities.$inferInsert;
export type CommunityChanges = Partial<
  Pick<NewCommunity, 'name' | 'handle' | 'description' | 'isPrivate' | 'pictureKey'>
>;
export type NewMembership = typeof communityMembers.$inferInsert;

/** The community of this id, or undefined. */
export async function findCommunityRow(db: Queryable, id: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  return row;
}

/**
 * The community of this id, held until the transaction ends: every change of its memberships takes
 * it first, so changes to one community run one after another and its member count stays exact.
 * Held short of a key lock, so that rows referring to it (its copy of its members' presences,
 * written as a member saves a trip) are still written meanwhile: a trip save holding its member
 * while waiting for the community, and a membership change holding the community while waiting
 * for the member, would otherwise wait for each other.
 */
export async function lockCommunityRow(db: Queryable, id: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id)).for('no key update');
  return row;
}

/** The names of these communities by id; unknown ids are left out. */
export async function findCommunityNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(isAnyOf(communities.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertCommunity(db: Queryable, values: NewCommunity): Promise<CommunityRow> {
  const [row] = await db.insert(communities).values(values).returning();
  return row!;
}

export async function updateCommunityRow(db: Queryable, id: string, changes: CommunityChanges) {
  await db
    .update(communities)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(communities.id, id));
}

/** Deletes a community; its channels, memberships, links and events go with it (foreign keys). */
export async function deleteCommunityRow(db: Queryable, id: string) {
  await db.delete(communities).where(eq(communities.id, id));
}

/** Hands a community to another member. */
export async function setCommunityOwner(db: Queryable, id: string, ownerId: string) {
  await db.update(communities).set({ ownerId, updatedAt: sql`now()` }).where(eq(communities.id, id));
}

/** Counts the community's active members again, into `members_count`; call with the community held. */
export async function recountMembers(db: Queryable, communityId: string) {
  await db
    .update(communities)
    .set({
      membersCount: sql`(select count(*)::int from ${communityMembers}
        where ${communityMembers.communityId} = ${communityId} and ${communityMembers.status} = 'active')`,
    })
    .where(eq(communities.id, communityId));
}

/** A member's place in a community, whatever its status, or undefined. */
export async function findMembershipRow(
  db: Queryable,
  communityId: string,
  memberId: string,
): Promise<CommunityMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)));
  return row;
}

/** The membership of this id in this community, or undefined. */
export async function findMembershipById(
  db: Queryable,
  communityId: string,
  id: string,
): Promise<CommunityMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.id, id)));
  return row;
}

export async function insertMembership(db: Queryable, values: NewMembership): Promise<CommunityMemberRow> {
  const [row] = await db.insert(communityMembers).values(values).returning();
  return row!;
}

/** Adds members who have no place yet in the community; those who have keep theirs. Answers the rows added. */
export function insertMembershipsIfAbsent(db: Queryable, values: NewMembership[]): Promise<CommunityMemberRow[]> {
  if (values.length === 0) return Promise.resolve([]);
  return db.insert(communityMembers).values(values).onConflictDoNothing().returning();
}

export async function updateMembershipRow(
  db: Queryable,
  communityId: string,
  memberId: string,
  changes: Partial<Pick<NewMembership, 'role' | 'status'>>,
): Promise<CommunityMemberRow> {
  const [row] = await db
    .update(communityMembers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)))
    .returning();
  return row!;
}

export async function deleteMembershipRow(db: Queryable, communityId: string, memberId: string) {
  await db
    .delete(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)));
}

/** The ids of the communities a member has any place in. */
export async function findCommunityIdsOf(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ communityId: communityMembers.communityId })
    .from(communityMembers)
    .where(eq(communityMembers.memberId, memberId));
  return rows.map((row) => row.communityId);
}

/** The ids of the communities a member owns. */
export async function findOwnedCommunityIds(db: Queryable, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: communities.id }).from(communities).where(eq(communities.ownerId, ownerId));
  return rows.map((row) => row.id);
}

/** The active admin who has been in the community longest, the owner aside; undefined when there is none. */
export async function findLongestServingAdmin(db: Queryable, communityId: string, ownerId: string) {
  const [row] = await db
    .select({ memberId: communityMembers.memberId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.role, 'admin'),
        eq(communityMembers.status, 'active'),
        ne(communityMembers.memberId, ownerId),
      ),
    )
    .orderBy(asc(communityMembers.createdAt), asc(communityMembers.memberId))
    .limit(1);
  return row?.memberId;
}

/** The ids of the community's active members, admins only when asked. */
export async function findActiveMemberIds(db: Queryable, communityId: string, { adminsOnly = false } = {}) {
  const rows = await db
    .select({ memberId: communityMembers.memberId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 'active'),
        adminsOnly ? eq(communityMembers.role, 'admin') : undefined,
      ),
    );
  return rows.map((row) => row.memberId);
}

/** What narrows the list of communities (see contracts `communitiesQuery`). */
export interface CommunityFilter {
  /** Only those the viewer has a place in, whatever its status. */
  mine: boolean;
  /** Text found in the name or the handle, any case. */
  search?: string;
  /** Only these communities. */
  ids?: readonly string[];
}

const viewersMembership = (viewerId: string) =>
  and(eq(communityMembers.communityId, communities.id), eq(communityMembers.memberId, viewerId));

/** The list's filters; `mine` is the SQL twin of `isOwnCommunity` (the viewer's membership row is joined). */
function communityConditions(viewerId: string, filter: CommunityFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search.toLowerCase()) : undefined;
  return and(
    filter.mine ? eq(communityMembers.memberId, viewerId) : undefined,
    pattern ? sql`(lower(${communities.name}) like ${pattern} or ${communities.handle} like ${pattern})` : undefined,
    filter.ids ? sql`${communities.id} = any(${sql.param([...filter.ids])}::uuid[])` : undefined,
  );
}

/** A community with the viewer's place in it (null: none). */
export interface CommunityWithMembership {
  community: CommunityRow;
  membership: CommunityMemberRow | null;
}

/** One page of the communities that pass the filter, by name, each with the viewer's place in it. */
export function findCommunitiesPage(
  db: Queryable,
  viewerId: string,
  filter: CommunityFilter,
  window: { limit: number; offset: number },
): Promise<CommunityWithMembership[]> {
  return db
    .select({ community: communities, membership: communityMembers })
    .from(communities)
    .leftJoin(communityMembers, viewersMembership(viewerId))
    .where(communityConditions(viewerId, filter))
    .orderBy(sql`lower(${communities.name})`, asc(communities.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** How many communities pass the filter. */
export async function countCommunities(db: Queryable, viewerId: string, filter: CommunityFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(communities)
    .leftJoin(communityMembers, viewersMembership(viewerId))
    .where(communityConditions(viewerId, filter));
  return row!.count;
}

/**
 * `memberColumn`'s member, unless a block stands between them and the viewer either way (the
 * viewer's side of the connection holds both levels); a visitor has no blocks.
 */
export function isUnblockedFor(viewerId: string | null, memberColumn: SQLWrapper): SQL {
  if (viewerId === null) return sql`true`;
  return sql`not exists (select 1 from ${connections}
    where ${connections.memberId} = ${viewerId} and ${connections.otherId} = ${memberColumn}
      and (${connections.level} = 'block' or ${connections.otherLevel} = 'block'))`;
}

/** The members a mosaic picks from: the first of each community by id, so a large one costs no more than a small one. */
const mosaicPool = 64;

/**
 * A few active members of each community for its avatar mosaic, those with pictures first, none
 * with whom a block stands for the viewer: the member ids by community.
 */
export async function findMosaicMemberIds(
  db: Queryable,
  viewerId: string | null,
  communityIds: readonly string[],
  size: number,
): Promise<Map<string, string[]>> {
  const mosaics = new Map<string, string[]>();
  if (communityIds.length === 0) return mosaics;
  const rows = await db.execute<{ community_id: string; member_id: string }>(sql`
    select c.id as community_id, picked.member_id
    from unnest(${sql.param([...communityIds])}::uuid[]) as c(id)
    cross join lateral (
      select pool.member_id
      from (
        select ${communityMembers.memberId} as member_id from ${communityMembers}
        where ${communityMembers.communityId} = c.id and ${communityMembers.status} = 'active'
        order by ${communityMembers.memberId}
        limit ${mosaicPool}
      ) pool
      join ${members} on ${members.id} = pool.member_id
      where ${isUnblockedFor(viewerId, sql`pool.member_id`)}
      order by (${members.pictureKey} is null), pool.member_id
      limit ${size}
    ) picked`);
  for (const row of rows.rows) mosaics.set(row.community_id, [...(mosaics.get(row.community_id) ?? []), row.member_id]);
  return mosaics;
}

function memberListConditions(viewerId: string, communityId: string, status: CommunityMemberStatus) {
  return and(
    eq(communityMembers.communityId, communityId),
    eq(communityMembers.status, status),
    isUnblockedFor(viewerId, communityMembers.memberId),
  );
}

/**
 * The community's members of one status as the viewer's lists show them: by first name, without
 * those with whom a block stands either way; one window of them, or all without one. With a
 * search, only those whose names may hold it (`mayHoldSearch`: a hidden last name may still
 * match, so the caller checks the names as the viewer sees them).
 */
export function findMembershipsByName(
  db: Queryable,
  viewerId: string,
  communityId: string,
  status: CommunityMemberStatus,
  { window, search }: { window?: { limit: number; offset: number }; search?: string } = {},
): Promise<CommunityMemberRow[]> {
  const query = db
    .select({ membership: communityMembers })
    .from(communityMembers)
    .innerJoin(members, eq(members.id, communityMembers.memberId))
    .where(
      and(
        memberListConditions(viewerId, communityId, status),
        search ? mayHoldSearch(members, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(sql`lower(${members.firstName})`, asc(members.id));
  const rows = window ? query.limit(window.limit).offset(window.offset) : query;
  return rows.then((found) => found.map((row) => row.membership));
}

/** How many members of one status the viewer's lists show. */
export async function countMemberships(
  db: Queryable,
  viewerId: string,
  communityId: string,
  status: CommunityMemberStatus,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(memberListConditions(viewerId, communityId, status));
  return row!.count;
}

export type NewInvitationLink = typeof communityInvitationLinks.$inferInsert;

export async function insertInvitationLink(db: Queryable, values: NewInvitationLink) {
  const [row] = await db.insert(communityInvitationLinks).values(values).returning();
  return row!;
}

/** The community's invitation links, newest first. */
export function findInvitationLinksOf(db: Queryable, communityId: string): Promise<CommunityInvitationLinkRow[]> {
  return db
    .select()
    .from(communityInvitationLinks)
    .where(eq(communityInvitationLinks.communityId, communityId))
    .orderBy(sql`${communityInvitationLinks.createdAt} desc`, asc(communityInvitationLinks.id));
}

/** Deletes one of the community's links; answers whether there was one. */
export async function deleteInvitationLink(db: Queryable, communityId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(communityInvitationLinks)
    .where(and(eq(communityInvitationLinks.communityId, communityId), eq(communityInvitationLinks.id, id)))
    .returning({ id: communityInvitationLinks.id });
  return deleted.length > 0;
}

/** The link of this token, held until the transaction ends when `lock` (its uses are counted). */
export async function findInvitationLinkByToken(
  db: Queryable,
  token: string,
  { lock = false } = {},
): Promise<CommunityInvitationLinkRow | undefined> {
  const query = db.select().from(communityInvitationLinks).where(eq(communityInvitationLinks.token, token));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Counts one more join through a link. */
export async function countInvitationLinkUse(db: Queryable, id: string) {
  await db
    .update(communityInvitationLinks)
    .set({ uses: sql`${communityInvitationLinks.uses} + 1` })
    .where(eq(communityInvitationLinks.id, id));
}

/**
 * Makes a channel of this community the channel of an event, in place of any other: returns whether
 * the community has that channel.
 */
export async function attachEventToChannel(
  db: Queryable,
  link: { communityId: string; channelId: string; eventId: string },
): Promise<boolean> {
  await detachEvent(db, link.eventId);
  const attached = await db
    .update(channels)
    .set({ eventId: link.eventId })
    .where(and(eq(channels.id, link.channelId), eq(channels.communityId, link.communityId)))
    .returning({ id: channels.id });
  return attached.length > 0;
}

/** Leaves an event without a channel (it moved to none, or is being deleted). */
export async function detachEvent(db: Queryable, eventId: string) {
  await db.update(channels).set({ eventId: null }).where(eq(channels.eventId, eventId));
}
