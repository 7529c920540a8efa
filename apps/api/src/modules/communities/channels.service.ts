import {
  type Channel,
  type ChannelList,
  type ChannelUser,
  communityLimits,
  type createChannelRequest,
  limits,
  messages,
  type updateChannelRequest,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import { viewEvent } from '../events/index.ts';
import { viewMembers } from '../users/index.ts';
import {
  type ChannelAction,
  type ChannelCaller,
  canSeeChannelMembers,
  channelAbilities,
  channelRefusal,
  channelRemovalRefusal,
} from './channels.policy.ts';
import {
  countChannelMembers,
  deleteChannelMembership,
  deleteChannelRow,
  findChannelMembers,
  findChannelMembershipById,
  findChannelMembershipsOf,
  findChannelRow,
  findChannelsOf,
  insertChannel,
  putInChannel,
  setChannelMuted,
  updateChannelRow,
} from './channels.repository.ts';
import { isActive, isActiveAdmin } from './communities.policy.ts';
import { attachEventToChannel, findMembershipRow } from './communities.repository.ts';
import { holdingCommunity, refuse, requireCommunityFor } from './communities.service.ts';
import type { ChannelMemberRow, ChannelRow, CommunityMemberRow, CommunityRow } from './communities.table.ts';

/** A channel with its community and the caller's place in both. */
interface ChannelScene {
  community: CommunityRow;
  membership: CommunityMemberRow | null;
  channel: ChannelRow;
  channelMembership: ChannelMemberRow | null;
}

const callerIn = (scene: ChannelScene, callerId: string | null): ChannelCaller => ({
  memberId: callerId,
  membership: scene.membership,
  channelMembership: scene.channelMembership,
});

/**
 * Channels of one community as the caller (a member, or null for a visitor) may see them, with
 * their place in each: members only of the channels `canSeeChannelMembers` opens to them — the
 * mosaic in a list, up to `limits.usersPrefetch` in a channel's own answer (with those asking to
 * join first, for admins) — none with whom a block stands — and their count, none where closed.
 */
async function presentChannels(
  context: AppContext,
  callerId: string | null,
  { community, membership }: { community: CommunityRow; membership: CommunityMemberRow | null },
  channels: readonly ChannelRow[],
  { isDetail }: { isDetail: boolean },
): Promise<Channel[]> {
  const ids = channels.map((channel) => channel.id);
  const places = callerId ? await findChannelMembershipsOf(context.db, callerId, ids) : new Map<string, never>();
  const callerOf = (channel: ChannelRow): ChannelCaller => ({
    memberId: callerId,
    membership,
    channelMembership: places.get(channel.id) ?? null,
  });
  const open = channels.filter((channel) => canSeeChannelMembers(community, channel, callerOf(channel)));
  const [entries, counts] = await Promise.all([
    findChannelMembers(
      context.db,
      callerId,
      open.map((channel) => channel.id),
      {
        limit: isDetail ? limits.usersPrefetch : communityLimits.mosaicMembers,
        withPending: () => isDetail && isActiveAdmin(membership),
      },
    ),
    countChannelMembers(
      context.db,
      open.map((channel) => channel.id),
    ),
  ]);
  const users = await viewMembers(
    context,
    callerId,
    [...entries.values()].flat().map((entry) => entry.memberId),
  );
  return channels.map((channel) => {
    const caller = callerOf(channel);
    const place = places.get(channel.id);
    const channelUsers = (entries.get(channel.id) ?? []).flatMap((entry): ChannelUser[] => {
      const user = users.get(entry.memberId);
      return user ? [{ ...user, channel_membership: entry.id, status: entry.status }] : [];
    });
    return {
      id: channel.id,
      name: channel.name,
      private: channel.isPrivate,
      is_main: channel.isMain,
      is_member: place?.status === 'active',
      community: community.id,
      event: channel.eventId,
      muted: place?.muted ?? false,
      status: place?.status ?? null,
      users: channelUsers,
      users_count: open.includes(channel) ? (counts.get(channel.id) ?? 0) : null,
      abilities: channelAbilities(community, channel, caller),
      created_at: channel.createdAt.toISOString(),
      updated_at: channel.updatedAt.toISOString(),
    };
  });
}

/** `GET /communities/{id}/community-channels/`: the community's channels, for whoever sees its inside. */
export async function listChannels(context: AppContext, callerId: string, communityId: string): Promise<ChannelList> {
  const found = await requireCommunityFor(context.db, callerId, communityId, 'view_members');
  const channels = await findChannelsOf(context.db, [communityId]);
  const results = await presentChannels(context, callerId, found, channels, { isDetail: false });
  return { count: results.length, results };
}

/**
 * `GET /communities/{id}/community-channels/{channelId}/`: a channel as the caller (a visitor too)
 * may see it. A private community's channels are refused to outsiders before any channel is looked
 * at, so none learns which exist.
 */
export async function viewChannel(
  context: AppContext,
  callerId: string | null,
  communityId: string,
  channelId: string,
): Promise<Channel> {
  const found = await requireCommunityFor(context.db, callerId, communityId, 'view_members');
  const channel = await findChannelRow(context.db, channelId);
  if (channel?.communityId !== communityId) throw new DomainError('channel.not_found');
  const [presented] = await presentChannels(context, callerId, found, [channel], { isDetail: true });
  return presented!;
}

/**
 * Runs a change to a channel in a transaction that holds its community (so a member leaving the
 * community and an admin adding them to a channel run one after the other), once `action` is
 * allowed for the caller.
 */
async function changeChannel<Result>(
  context: AppContext,
  callerId: string,
  communityId: string,
  channelId: string,
  action: ChannelAction,
  work: (tx: Queryable, scene: ChannelScene) => Promise<Result>,
): Promise<Result> {
  return holdingCommunity(context, callerId, communityId, 'view_members', async (tx, { community, membership }) => {
    const channel = await findChannelRow(tx, channelId);
    if (channel?.communityId !== communityId) throw new DomainError('channel.not_found');
    const channelMembership = (await findChannelMembershipsOf(tx, callerId, [channelId])).get(channelId) ?? null;
    const scene = { community, membership, channel, channelMembership };
    refuse(channelRefusal(action, community, channel, callerIn(scene, callerId)));
    return work(tx, scene);
  });
}

/** Tells the other modules that a member is now in a channel, or no longer (once the change has committed). */
function publishChannelMembership(
  context: AppContext,
  change: 'started' | 'ended',
  place: { communityId: string; channelId: string; memberId: string },
) {
  return context.events.publish(
    change === 'started' ? 'channel.membership_started' : 'channel.membership_ended',
    place,
  );
}

/** An event named for a channel must be one of its community's that the caller sees. */
async function checkEvent(
  context: AppContext,
  callerId: string,
  communityId: string,
  eventId: string | null | undefined,
) {
  if (!eventId) return;
  const event = await viewEvent(context, callerId, eventId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'event.not_found') return null;
    throw error;
  });
  if (event?.community?.id !== communityId) throw fieldError({ event: [messages.eventNotFound] });
}

/**
 * `POST /communities/{id}/create-channel/` (admins): a public or private channel, maybe of one of
 * the community's events (which then has no other channel). Its creator is in it.
 */
export async function createChannel(
  context: AppContext,
  adminId: string,
  communityId: string,
  request: z.output<typeof createChannelRequest>,
): Promise<Channel> {
  await requireCommunityFor(context.db, adminId, communityId, 'create_channel');
  await checkEvent(context, adminId, communityId, request.event);
  const channelId = await holdingCommunity(context, adminId, communityId, 'create_channel', async (tx) => {
    const channel = await insertChannel(tx, { communityId, name: request.channel_name, isPrivate: request.private });
    if (request.event) await attachEventToChannel(tx, { communityId, channelId: channel.id, eventId: request.event });
    await putInChannel(tx, channel.id, adminId, 'active');
    return channel.id;
  });
  await publishChannelMembership(context, 'started', { communityId, channelId, memberId: adminId });
  return viewChannel(context, adminId, communityId, channelId);
}

/** `POST /communities/{id}/community-channels/{channelId}/` (admins): renames, opens or closes a channel, or names its event; the general channel stays public. */
export async function updateChannel(
  context: AppContext,
  adminId: string,
  communityId: string,
  channelId: string,
  request: z.output<typeof updateChannelRequest>,
): Promise<Channel> {
  await checkEvent(context, adminId, communityId, request.event);
  await changeChannel(context, adminId, communityId, channelId, 'edit', async (tx, { channel }) => {
    if (channel.isMain && request.private === true) throw new DomainError('channel.main_stays_public');
    const changes = {
      name: request.name,
      isPrivate: request.private,
      eventId: request.event === null ? null : undefined,
    };
    await updateChannelRow(
      tx,
      channelId,
      Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    );
    if (request.event) await attachEventToChannel(tx, { communityId, channelId, eventId: request.event });
  });
  return viewChannel(context, adminId, communityId, channelId);
}

/** `POST /communities/{id}/delete-channel/` (admins): deletes a channel and its memberships; never the general channel. */
export async function deleteChannel(context: AppContext, adminId: string, communityId: string, channelId: string) {
  await changeChannel(context, adminId, communityId, channelId, 'delete', async (tx) => {
    await deleteChannelRow(tx, channelId);
  });
}

/**
 * `POST /communities/{id}/join-channel/`: an active member of the community joins a public channel,
 * or asks to join a private one (its admins accept or reject).
 */
export async function joinChannel(context: AppContext, memberId: string, communityId: string, channelId: string) {
  const isIn = await changeChannel(context, memberId, communityId, channelId, 'join', async (tx, { channel }) => {
    await putInChannel(tx, channelId, memberId, channel.isPrivate ? 'pending_acceptance' : 'active');
    return !channel.isPrivate;
  });
  if (isIn) await publishChannelMembership(context, 'started', { communityId, channelId, memberId });
  return viewChannel(context, memberId, communityId, channelId);
}

/** `POST /communities/{id}/leave-channel/`: leaves a channel, or withdraws a request; the general channel is left only with the community. */
export async function leaveChannel(context: AppContext, memberId: string, communityId: string, channelId: string) {
  await changeChannel(context, memberId, communityId, channelId, 'leave', async (tx) => {
    await deleteChannelMembership(tx, channelId, memberId);
  });
  await publishChannelMembership(context, 'ended', { communityId, channelId, memberId });
  return viewChannel(context, memberId, communityId, channelId);
}

/** How an admin answers for another member's place in a channel, by its `channel_membership` id. */
type MembershipAnswer = 'accept' | 'reject' | 'remove';

/**
 * `POST …/accept-in-private-channel/`, `…/reject-from-private-channel/` and `…/remove-from-channel/`
 * (admins): lets in or refuses a member asking to join a private channel, or takes a member out of
 * a channel (not out of the general one while they are in the community).
 */
export async function answerChannelMembership(
  context: AppContext,
  adminId: string,
  communityId: string,
  channelMembershipId: string,
  answer: MembershipAnswer,
): Promise<Channel> {
  const target = await findChannelMembershipById(context.db, channelMembershipId);
  if (!target) throw new DomainError('not_found');
  const action = answer === 'remove' ? 'remove_members' : 'accept_requests';
  const memberId = await changeChannel(
    context,
    adminId,
    communityId,
    target.channelId,
    action,
    async (tx, { channel }) => {
      const current = await findChannelMembershipById(tx, channelMembershipId);
      if (!current || (answer !== 'remove' && current.status !== 'pending_acceptance'))
        throw new DomainError('not_found');
      if (answer === 'accept') {
        await putInChannel(tx, channel.id, current.memberId, 'active');
        return current.memberId;
      }
      if (answer === 'remove') {
        const place = (await findMembershipRow(tx, communityId, current.memberId)) ?? null;
        refuse(channelRemovalRefusal(channel, place));
      }
      await deleteChannelMembership(tx, channel.id, current.memberId);
      return current.memberId;
    },
  );
  const place = { communityId, channelId: target.channelId, memberId };
  if (answer !== 'reject') await publishChannelMembership(context, answer === 'accept' ? 'started' : 'ended', place);
  return viewChannel(context, adminId, communityId, target.channelId);
}

/** `POST /communities/{id}/add-to-channel/` (admins): puts an active member of the community in a channel (a request is accepted). */
export async function addToChannel(
  context: AppContext,
  adminId: string,
  communityId: string,
  channelId: string,
  userId: string,
): Promise<Channel> {
  await changeChannel(context, adminId, communityId, channelId, 'add_members', async (tx) => {
    const place = (await findMembershipRow(tx, communityId, userId)) ?? null;
    if (!isActive(place)) throw new DomainError('user.not_found');
    const inChannel = (await findChannelMembershipsOf(tx, userId, [channelId])).get(channelId);
    if (inChannel?.status === 'active') throw new DomainError('channel.already_member');
    await putInChannel(tx, channelId, userId, 'active');
  });
  await publishChannelMembership(context, 'started', { communityId, channelId, memberId: userId });
  return viewChannel(context, adminId, communityId, channelId);
}

/** `POST /community-channels/{channelId}/mute/` and `/unmute/`: a member of a channel silences it, or not. */
export async function muteChannel(context: AppContext, memberId: string, channelId: string, muted: boolean) {
  const channel = await findChannelRow(context.db, channelId);
  if (!channel) throw new DomainError('channel.not_found');
  await changeChannel(context, memberId, channel.communityId, channelId, 'mute', async (tx) => {
    await setChannelMuted(tx, channelId, memberId, muted);
  });
  await context.events.publish('channel.mute_changed', {
    communityId: channel.communityId,
    channelId,
    memberId,
    muted,
  });
  return viewChannel(context, memberId, channel.communityId, channelId);
}
