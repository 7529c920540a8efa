// The communities module as other modules see it.

export { type ChannelPlace, requireChannelPlace } from './channel-places.ts';
export { type ChannelOfMember, channelListenersOf, findActiveChannelsOf } from './channels.repository.ts';
export { canSeeInside, isActiveAdmin, type MembershipFacts } from './communities.policy.ts';
export {
  attachEventToChannel,
  detachEvent,
  findActiveMemberIds,
  findCommunityNames,
  findCommunityRow,
  findMembershipRow,
} from './communities.repository.ts';
export type {
  ChannelRow,
  CommunityInvitationLinkRow,
  CommunityMemberRow,
  CommunityRow,
} from './communities.table.ts';
export { viewCommunities } from './community-views.ts';
