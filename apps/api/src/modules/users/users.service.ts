import type { Me, UserType } from '@here-and-there/contracts';
import type { Database, Queryable } from '../../platform/db.ts';
import { permissionsFor } from './users.policy.ts';
import { findMemberById, insertMember, updateMember } from './users.repository.ts';
import type { MemberRow } from './users.table.ts';

/** What the identity side knows about a member's sign-in, shown beside the profile in `/users/me`. */
export interface AccountFacts {
  email: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

export interface NewMember {
  id: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  onboarded?: boolean;
}

/** Creates the profile of a new identity; pass the transaction that creates the identity. */
export function createMember(db: Queryable, member: NewMember) {
  return insertMember(db, member);
}

/** The profile of a member, or undefined when there is none. */
export function findMember(db: Database, id: string) {
  return findMemberById(db, id);
}

/** Changes what kind of member someone is (the `make-admin` command, demo data). */
export function changeUserType(db: Queryable, id: string, userType: UserType) {
  return updateMember(db, id, { userType });
}

/** Marks onboarding as done or, after Become Pro, as to be done again. */
export function setOnboarded(db: Queryable, id: string, onboarded: boolean) {
  return updateMember(db, id, { onboarded });
}

/**
 * First and last name from the single name a social provider or phone sign-up gives:
 * the first word is the first name, the rest the last name ("Ana María López").
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The signed-in member as `/users/me` shows them, with the permissions computed here. */
export function presentMe(member: MemberRow, account: AccountFacts): Me {
  return {
    id: member.id,
    email: account.email,
    phone: account.phoneNumber,
    phone_verified: account.phoneNumberVerified,
    first_name: member.firstName,
    last_name: member.lastName,
    display_name: `${member.firstName} ${member.lastName}`.trim(),
    username: member.username,
    user_type: member.userType,
    onboarded: member.onboarded,
    base_location: null,
    profile_picture: null,
    permissions: permissionsFor(member.userType),
    created_at: member.createdAt.toISOString(),
  };
}
