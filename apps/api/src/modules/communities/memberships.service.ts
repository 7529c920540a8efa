import {
  type Community,
  type CommunityUser,
  type communityUsersQuery,
  type InvitedMembers,
  messages,
  type User,
  type Whereabouts,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import type { ListSlice } from '../../platform/pagination.ts';
import { foldForSearch } from '../../platform/text.ts';
import { findStandings } from '../connections/index.ts';
import { findWhereaboutsOf } from '../crossings/index.ts';
import { removePicture } from '../media/index.ts';
import { findMembers, viewMembers } from '../users/index.ts';
import { findMainChannel, putInChannel, removeFromCommunityChannels } from './channels.repository.ts';
import { memberChangeRefusal } from './communities.policy.ts';
import {
  countMemberships,
  deleteCommunityRow,
  deleteMembershipRow,
  findCommunityIdsOf,
  findLongestServingAdmin,
  findMembershipById,
  findMembershipRow,
  findMembershipsByName,
  findOwnedCommunityIds,
  insertMembership,
  insertMembershipsIfAbsent,
  lockCommunityRow,
  recountMembers,
  setCommunityOwner,
  updateMembershipRow,
} from './communities.repository.ts';
import {
  changeMemberships,
  holdingCommunity,
  refuse,
  requireCommunityFor,
  viewCommunity,
} from './communities.service.ts';
import type { CommunityMemberRow, CommunityRow } from './communities.table.ts';
import { presentMembership } from './community-views.ts';

/** Members of a community as the viewer may see them, with their place in it (and where they will be, when asked). */
async function presentCommunityUsers(
  context: AppContext,
  viewerId: string,
  community: CommunityRow,
  memberships: readonly CommunityMemberRow[],
  whereabouts?: Map<string, Whereabouts>,
): Promise<CommunityUser[]> {
  const users = await viewMembers(
    context,
    viewerId,
    memberships.map((membership) => membership.memberId),
  );
  return memberships.flatMap((membership) => {
    const user = users.get(membership.memberId);
    if (!user) return [];
    const placed = {
      ...user,
      membership: presentMembership(community, membership),
      whereabouts: whereabouts?.get(membership.memberId) ?? null,
    };
    return [placed];
  });
}

/** Whether a member as the viewer sees them matches a search: their name or username, as shown. */
const matchesSearch = (search: string) => (user: User) =>
  [user.display_name, user.username ?? ''].some((text) => foldForSearch(text).includes(search));

/**
 * `GET /communities/{id}/users/`: the community's members by first name, as the caller may see
 * them — active members for whoever sees its inside, invited and asking ones for its admins; never
 * a member with whom a block stands. With `date_gte`/`date_lte`/`location`, only those who will be
 * there (or anywhere) in the period, by their public trips and the home cities the caller may see.
 */
export async function listCommunityUsers(
  context: AppContext,
  viewerId: string,
  communityId: string,
  query: z.output<typeof communityUsersQuery>,
): Promise<ListSlice<CommunityUser>> {
  const action = query.status === 'active' ? 'view_members' : 'approve_requests';
  const { community } = await requireCommunityFor(context.db, viewerId, communityId, action);
  const asksPeriod = query.date_gte !== undefined || query.date_lte !== undefined || query.location !== undefined;
  const { limit, offset } = query;
  if (!asksPeriod && !query.search) {
    const [count, rows] = await Promise.all([
      countMemberships(context.db, viewerId, communityId, query.status),
      findMembershipsByName(context.db, viewerId, communityId, query.status, { window: { limit, offset } }),
    ]);
    return { count, results: await presentCommunityUsers(context, viewerId, community, rows) };
  }
  // Filters read members as the caller sees them (and where the caller may see them): on all of
  // them that may match, then paged.
  let rows = await findMembershipsByName(context.db, viewerId, communityId, query.status, { search: query.search });
  let whereabouts: Map<string, Whereabouts> | undefined;
  if (asksPeriod) {
    whereabouts = await findWhereaboutsOf(
      context,
      viewerId,
      rows.map((row) => row.memberId),
      { dateGte: query.date_gte, dateLte: query.date_lte, locationId: query.location },
    );
    const present = whereabouts;
    rows = rows.filter((row) => present.has(row.memberId));
  }
  let users = await presentCommunityUsers(context, viewerId, community, rows, whereabouts);
  if (query.search) users = users.filter(matchesSearch(foldForSearch(query.search)));
  return { count: users.length, results: users.slice(offset, offset + limit) };
}

/** A member of the community as the caller sees them, after a change to their place. */
async function viewCommunityUser(context: AppContext, viewerId: string, community: CommunityRow, memberId: string) {
  const membership = await findMembershipRow(context.db, community.id, memberId);
  const [user] = membership ? await presentCommunityUsers(context, viewerId, community, [membership]) : [];
  if (!user) throw new DomainError('user.not_found');
  return user;
}

/** Active members of a community are in its main channel. */
async function putInMainChannel(tx: Queryable, communityId: string, memberId: string) {
  await putInChannel(tx, (await findMainChannel(tx, communityId)).id, memberId, 'active');
}

/** Makes a member who was invited or asked active, in the transaction holding the community. */
async function activate(context: AppContext, tx: Queryable, communityId: string, memberId: string) {
  const membership = await updateMembershipRow(tx, communityId, memberId, { status: 'active' });
  await putInMainChannel(tx, communityId, memberId);
  await context.events.publishInTransaction(tx, 'community.member_activated', { communityId, memberId });
  return membership;
}

/** What `community.join_requested` tells of a request to join. */
const joinRequested = ({ id, communityId, memberId }: CommunityMemberRow) => ({
  communityId,
  membershipId: id,
  memberId,
});

/**
 * Lets a member in, in the transaction holding the community: an invited member becomes active (an
 * admin asked them), anyone else active in a public community and asking in a private one (the
 * request told in `tx`). Answers the membership and whether it now waits for an admin.
 */
export async function admit(
  context: AppContext,
  tx: Queryable,
  community: CommunityRow,
  memberId: string,
  membership: CommunityMemberRow | null,
) {
  if (membership?.status === 'invited')
    return { membership: await activate(context, tx, community.id, memberId), isRequest: false };
  if (community.isPrivate) {
    const asking = await insertMembership(tx, { communityId: community.id, memberId, status: 'pending_acceptance' });
    await context.events.publishInTransaction(tx, 'community.join_requested', joinRequested(asking));
    return { membership: asking, isRequest: true };
  }
  const admitted = await insertMembership(tx, { communityId: community.id, memberId, status: 'active' });
  await putInMainChannel(tx, community.id, memberId);
  await context.events.publishInTransaction(tx, 'community.member_activated', { communityId: community.id, memberId });
  return { membership: admitted, isRequest: false };
}

/** Tells the other modules that a member who came into a community is in its general channel. */
export async function publishInMainChannel(context: AppContext, communityId: string, memberId: string) {
  const main = await findMainChannel(context.db, communityId);
  await context.events.publish('channel.membership_started', { communityId, channelId: main.id, memberId });
}

/** Tells the admins of a new request to join; a member let in at once is in the general channel. */
export async function publishAdmission(context: AppContext, admitted: Awaited<ReturnType<typeof admit>>) {
  const { communityId, memberId } = admitted.membership;
  if (!admitted.isRequest) return publishInMainChannel(context, communityId, memberId);
  await context.events.publish('community.join_requested', joinRequested(admitted.membership));
}

/**
 * `POST /communities/{id}/join/`: joins a public community at once, asks to join a private one, and
 * accepts an admin's invitation (even to a private one). Answers the community as the caller now sees it.
 */
export async function joinCommunity(context: AppContext, memberId: string, communityId: string): Promise<Community> {
  const admitted = await changeMemberships(context, memberId, communityId, 'join', (tx, { community, membership }) =>
    admit(context, tx, community, memberId, membership),
  );
  await publishAdmission(context, admitted);
  return viewCommunity(context, memberId, communityId);
}

/** Takes a member out of a community and all its channels, in the transaction holding it. */
async function removeMembership(context: AppContext, tx: Queryable, communityId: string, memberId: string) {
  await removeFromCommunityChannels(tx, communityId, memberId);
  await deleteMembershipRow(tx, communityId, memberId);
  await context.events.publishInTransaction(tx, 'community.member_removed', { communityId, memberId });
}

const publishEnded = (context: AppContext, membership: CommunityMemberRow) =>
  context.events.publish('community.membership_ended', {
    communityId: membership.communityId,
    membershipId: membership.id,
    memberId: membership.memberId,
  });

/**
 * `POST /communities/{id}/leave/`: leaves a community (declining an invitation and withdrawing a
 * request alike) and all its channels; the owner cannot leave. Answers the community as the caller now sees it.
 */
export async function leaveCommunity(context: AppContext, memberId: string, communityId: string): Promise<Community> {
  const left = await changeMemberships(context, memberId, communityId, 'leave', async (tx, { membership }) => {
    await removeMembership(context, tx, communityId, memberId);
    return membership!;
  });
  await publishEnded(context, left);
  return viewCommunity(context, memberId, communityId);
}

/** The request to join of this id, or `not_found`. */
async function requireRequest(tx: Queryable, communityId: string, membershipId: string) {
  const request = await findMembershipById(tx, communityId, membershipId);
  if (request?.status !== 'pending_acceptance') throw new DomainError('not_found');
  return request;
}

/** `POST …/approve-community-join-request/` (admins): lets in a member who asked; answers them. */
export async function approveJoinRequest(
  context: AppContext,
  adminId: string,
  communityId: string,
  membershipId: string,
): Promise<CommunityUser> {
  const joinApproved = (memberId: string) => ({ communityId, membershipId, memberId, adminId });
  const { community, approved } = await changeMemberships(
    context,
    adminId,
    communityId,
    'approve_requests',
    async (tx, { community }) => {
      const request = await requireRequest(tx, communityId, membershipId);
      const approved = await activate(context, tx, communityId, request.memberId);
      await context.events.publishInTransaction(tx, 'community.join_approved', joinApproved(approved.memberId));
      return { community, approved };
    },
  );
  const { memberId } = approved;
  await publishInMainChannel(context, communityId, memberId);
  await context.events.publish('community.join_approved', joinApproved(memberId));
  return viewCommunityUser(context, adminId, community, memberId);
}

/** `POST …/reject-community-join-request/` (admins): refuses a member who asked. */
export async function rejectJoinRequest(
  context: AppContext,
  adminId: string,
  communityId: string,
  membershipId: string,
) {
  const refused = await changeMemberships(context, adminId, communityId, 'approve_requests', async (tx) => {
    const request = await requireRequest(tx, communityId, membershipId);
    await removeMembership(context, tx, communityId, request.memberId);
    return request;
  });
  await publishEnded(context, refused);
}

/**
 * `POST /communities/{id}/invite/` (admins): invites members, who accept by joining. Those already
 * in the community (whatever their status) are left as they are, and so is anyone with whom a block
 * parts the admin. Answers the members invited now.
 */
export async function inviteMembers(
  context: AppContext,
  adminId: string,
  communityId: string,
  userIds: readonly string[],
): Promise<InvitedMembers> {
  const ids = [...new Set(userIds)];
  const invitation = ({ id, memberId }: CommunityMemberRow) => ({ communityId, membershipId: id, memberId, adminId });
  const { community, invited } = await changeMemberships(
    context,
    adminId,
    communityId,
    'invite',
    async (tx, { community }) => {
      const known = await findMembers(context.db, ids);
      if (known.length !== ids.length) throw fieldError({ user_id: [messages.userNotFound] });
      const standings = await findStandings(context.db, adminId, ids);
      const reachable = ids.filter((id) => !standings.get(id)?.isBlocked);
      const rows = reachable.map((memberId) => ({
        communityId,
        memberId,
        status: 'invited' as const,
        invitedById: adminId,
      }));
      const invited = await insertMembershipsIfAbsent(tx, rows);
      for (const membership of invited) {
        await context.events.publishInTransaction(tx, 'community.invited', invitation(membership));
      }
      return { community, invited };
    },
  );
  for (const membership of invited) await context.events.publish('community.invited', invitation(membership));
  return { results: await presentCommunityUsers(context, adminId, community, invited) };
}

/** `DELETE /communities/{id}/invite/` (admins): withdraws an invitation or a request, or removes a member; never the owner. */
export async function removeMember(context: AppContext, adminId: string, communityId: string, userId: string) {
  const removed = await changeMemberships(
    context,
    adminId,
    communityId,
    'remove_members',
    async (tx, { community }) => {
      const target = (await findMembershipRow(tx, communityId, userId)) ?? null;
      refuse(memberChangeRefusal('remove', community, userId, target));
      await removeMembership(context, tx, communityId, userId);
      return target!;
    },
  );
  await publishEnded(context, removed);
}

/**
 * `POST …/promote-to-admin/` and `…/demote-from-admin/` (admins): makes an active member an admin,
 * or an admin a member again; never the owner. Answers the member.
 */
export async function changeRole(
  context: AppContext,
  adminId: string,
  communityId: string,
  userId: string,
  change: 'promote' | 'demote',
): Promise<CommunityUser> {
  const role = change === 'promote' ? 'admin' : 'member';
  const promotion = ({ id }: CommunityMemberRow) => ({ communityId, membershipId: id, memberId: userId, adminId });
  const { community, membership, isPromotion } = await changeMemberships(
    context,
    adminId,
    communityId,
    'promote',
    async (tx, { community }) => {
      const target = (await findMembershipRow(tx, communityId, userId)) ?? null;
      refuse(memberChangeRefusal(change, community, userId, target));
      const membership = await updateMembershipRow(tx, communityId, userId, { role });
      const isPromotion = target!.role !== role && role === 'admin';
      if (isPromotion) await context.events.publishInTransaction(tx, 'community.promoted', promotion(membership));
      return { community, membership, isPromotion };
    },
  );
  if (isPromotion) await context.events.publish('community.promoted', promotion(membership));
  return viewCommunityUser(context, adminId, community, userId);
}

/**
 * `POST …/transfer-ownership/` (the owner): hands the community to another of its active admins,
 * after which the former owner, still an admin, may leave. Answers the community as the caller now sees it.
 */
export async function transferOwnership(
  context: AppContext,
  ownerId: string,
  communityId: string,
  userId: string,
): Promise<Community> {
  await holdingCommunity(context, ownerId, communityId, 'transfer_ownership', async (tx, { community }) => {
    const target = (await findMembershipRow(tx, communityId, userId)) ?? null;
    refuse(memberChangeRefusal('hand_over', community, userId, target));
    await setCommunityOwner(tx, communityId, userId);
  });
  return viewCommunity(context, ownerId, communityId);
}

/**
 * Before an account goes: each community it owns passes to its longest-serving other admin, or is
 * deleted when it has none; then the member leaves every community, so each count stays right.
 */
async function leaveAllCommunities(context: AppContext, memberId: string) {
  for (const communityId of await findOwnedCommunityIds(context.db, memberId)) {
    const pictureKey = await context.db.transaction(async (tx) => {
      const community = await lockCommunityRow(tx, communityId);
      if (!community || community.ownerId !== memberId) return null;
      const successor = await findLongestServingAdmin(tx, communityId, memberId);
      if (successor) {
        await setCommunityOwner(tx, communityId, successor);
        return null;
      }
      await deleteCommunityRow(tx, communityId);
      return community.pictureKey;
    });
    if (pictureKey) await removePicture(context, pictureKey);
  }
  for (const communityId of await findCommunityIdsOf(context.db, memberId)) {
    await context.db.transaction(async (tx) => {
      if (!(await lockCommunityRow(tx, communityId))) return;
      await removeMembership(context, tx, communityId, memberId);
      await recountMembers(tx, communityId);
    });
  }
}

/** What the communities module does when other modules' events happen. */
export function subscribeCommunitiesToEvents(context: AppContext) {
  context.events.subscribe('member.deleting', ({ memberId }) => leaveAllCommunities(context, memberId));
}
