// The users module as other modules see it.
export { channelsFor } from './notification-choices.ts';
export type { AccountFacts, Profile, ProfileToday } from './profile.ts';
export { quietHoursEndOf } from './quiet-hours.ts';
export {
  canImpersonate,
  canSeeTrip,
  isPro,
  isVisibleTo,
  userTypeForNewMember,
  type Viewer,
} from './users.policy.ts';
export {
  changeUserType,
  createMember,
  findMember,
  findMembers,
  findSessionMember,
  type NewMember,
  presentMe,
  splitFullName,
  turnOffTopicChannel,
  updateUser,
  viewMembers,
} from './users.service.ts';
export type { MemberRow } from './users.table.ts';
