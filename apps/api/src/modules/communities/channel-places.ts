import type { Queryable } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import { channelRefusal } from './channels.policy.ts';
import { findChannelMembershipsOf, findChannelRow } from './channels.repository.ts';
import { canSeeInside } from './communities.policy.ts';
import { findCommunityRow, findMembershipRow } from './communities.repository.ts';
/** A member's standing in a channel, for the channel's conversation (the messaging module). */
export interface ChannelPlace {
  communityId: string;
  /** An active member of the channel: they read and post in its conversation. */
  isMember: boolean;
  isMuted: boolean;
}

/** How a member stands in a channel, refused (as `viewChannel` is) unless they may see it. */
export async function requireChannelPlace(db: Queryable, memberId: string, channelId: string): Promise<ChannelPlace> {
  const channel = await findChannelRow(db, channelId);
  if (!channel) throw new DomainError('channel.not_found');
  const [community, membership = null, channelMemberships] = await Promise.all([
    findCommunityRow(db, channel.communityId),
    findMembershipRow(db, channel.communityId, memberId),
    findChannelMembershipsOf(db, memberId, [channelId]),
  ]);
  const channelMembership = channelMemberships.get(channelId) ?? null;
  const refusal = channelRefusal('view', community!, channel, { memberId, membership, channelMembership });
  if (refusal) throw new DomainError(refusal);
  const isMember = channelMembership?.status === 'active' && canSeeInside(community!, membership);
  return { communityId: channel.communityId, isMember, isMuted: channelMembership?.muted ?? false };
}
