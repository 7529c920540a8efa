// The communities module as other modules see it.

export { canSeeInside, isActiveAdmin, type MembershipFacts } from './communities.policy.ts';
export {
  activeMembersOf,
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
