import type { ChannelAbilities, ErrorCode } from '@here-and-there/contracts';
import {
  type CommunityCaller,
  type CommunityFacts,
  canSeeInside,
  isActive,
  isActiveAdmin,
} from './communities.policy.ts';

/** A channel as its rules need it. */
export interface ChannelFacts {
  isPrivate: boolean;
  isMain: boolean;
}

/** A member's place in a channel: in it, or asking to join a private one. */
export interface ChannelMembershipFacts {
  status: 'active' | 'pending_acceptance';
}

/** Who is asking about a channel: their place in its community and in the channel (null: none). */
export interface ChannelCaller extends CommunityCaller {
  channelMembership: ChannelMembershipFacts | null;
}

/**
 * What a caller may try in a channel. `join` is joining a public channel and asking to join a
 * private one alike (one call, `join-channel/`); the abilities tell the two apart.
 */
export type ChannelAction =
  | 'view'
  | 'join'
  | 'leave'
  | 'mute'
  | 'edit'
  | 'delete'
  | 'accept_requests'
  | 'add_members'
  | 'remove_members';

/**
 * Whether the caller sees who is in a channel: a public one's members whoever sees the community's
 * inside; a private one's only its members and the community's admins (who accept requests).
 */
export function canSeeChannelMembers(community: CommunityFacts, channel: ChannelFacts, caller: ChannelCaller) {
  if (!canSeeInside(community, caller.membership)) return false;
  return !channel.isPrivate || isActiveAdmin(caller.membership) || caller.channelMembership?.status === 'active';
}

/**
 * Why the caller may not do `action` in a channel, or null when they may (SPEC §6): those who see
 * the community's inside see its channels; its active members join public channels and ask to join
 * private ones; members leave, mute and unmute, except that nobody leaves the general channel while
 * a member of the community; admins edit, delete (never the general channel), accept requests, add
 * and remove members.
 */
export function channelRefusal(
  action: ChannelAction,
  community: CommunityFacts,
  channel: ChannelFacts,
  caller: ChannelCaller,
): ErrorCode | null {
  const { memberId, membership, channelMembership } = caller;
  if (!canSeeInside(community, membership)) return memberId === null ? 'unauthenticated' : 'community.not_member';
  if (action === 'view') return null;
  if (memberId === null) return 'unauthenticated';
  switch (action) {
    case 'join':
      if (!isActive(membership)) return 'community.not_member';
      return channelMembership ? 'channel.already_member' : null;
    case 'leave':
      if (!channelMembership) return 'forbidden';
      return channel.isMain && isActive(membership) ? 'channel.main_cannot_be_left' : null;
    case 'mute':
      return channelMembership?.status === 'active' ? null : 'forbidden';
    case 'delete':
      if (!isActiveAdmin(membership)) return 'forbidden';
      return channel.isMain ? 'channel.main_undeletable' : null;
    default:
      return isActiveAdmin(membership) ? null : 'forbidden';
  }
}

/** What the caller may do with a channel, by `channelRefusal` (DESIGN §6). */
export function channelAbilities(
  community: CommunityFacts,
  channel: ChannelFacts,
  caller: ChannelCaller,
): ChannelAbilities {
  const may = (action: ChannelAction) => channelRefusal(action, community, channel, caller) === null;
  const mayJoin = may('join');
  return {
    join: mayJoin && !channel.isPrivate,
    request: mayJoin && channel.isPrivate,
    leave: may('leave'),
    mute: may('mute'),
    edit: may('edit'),
    delete: may('delete'),
    accept_requests: may('accept_requests'),
    add_members: may('add_members'),
    remove_members: may('remove_members'),
  };
}

/**
 * Why an admin may not take `target` out of a channel, or null: the general channel keeps every
 * active member of the community.
 */
export function channelRemovalRefusal(channel: ChannelFacts, targetCommunityMembership: CommunityCaller['membership']) {
  return channel.isMain && isActive(targetCommunityMembership) ? ('channel.main_cannot_be_left' as const) : null;
}
