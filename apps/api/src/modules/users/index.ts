// The users module as other modules see it.
export { canImpersonate, userTypeForNewMember } from './users.policy.ts';
export {
  type AccountFacts,
  changeUserType,
  createMember,
  findMember,
  type NewMember,
  presentMe,
  setOnboarded,
  splitFullName,
} from './users.service.ts';
export type { MemberRow } from './users.table.ts';
