import { randomUUID } from 'node:crypto';
import type { UserType } from '@here-and-there/contracts';
import type { Queryable } from '../../platform/db.ts';
import { type AccountFacts, createMember } from '../users/index.ts';
import { insertAccount, insertUser } from './identity.repository.ts';

/**
 * Better Auth needs an email on every identity; one created from a phone number alone gets an
 * address on a reserved domain (RFC 2606 `.invalid`) that no mail can reach and the API never shows.
 */
const phoneOnlyEmailDomain = 'phone.hereandthere.invalid';

export function phoneOnlyEmail(phoneNumber: string) {
  return `${phoneNumber.replace(/\D/g, '')}@${phoneOnlyEmailDomain}`;
}

/** What `/users/me` shows of an identity (a row of ours or a user object of Better Auth). */
export function accountFactsOf(user: {
  email: string;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}): AccountFacts {
  return {
    email: user.email.endsWith(`@${phoneOnlyEmailDomain}`) ? null : user.email,
    phoneNumber: user.phoneNumber ?? null,
    phoneNumberVerified: user.phoneNumberVerified === true,
  };
}

export interface NewIdentity {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  onboarded?: boolean;
  /** Better Auth's hash of the password, for a credential account. */
  passwordHash?: string;
  /** A number the person proved they own. */
  verifiedPhoneNumber?: string;
}

/**
 * Writes an identity, its credential account when it has a password, and its member profile.
 * Call it inside a transaction: an identity never exists without its profile.
 */
export async function insertIdentity(tx: Queryable, identity: NewIdentity) {
  const id = randomUUID();
  await insertUser(tx, {
    id,
    name: `${identity.firstName} ${identity.lastName}`.trim(),
    email: identity.email.toLowerCase(),
    phoneNumber: identity.verifiedPhoneNumber ?? null,
    phoneNumberVerified: identity.verifiedPhoneNumber !== undefined,
  });
  if (identity.passwordHash) {
    // Better Auth's credential accounts use the user id as the account id.
    await insertAccount(tx, {
      id: randomUUID(),
      userId: id,
      providerId: 'credential',
      accountId: id,
      password: identity.passwordHash,
    });
  }
  return createMember(tx, {
    id,
    firstName: identity.firstName,
    lastName: identity.lastName,
    userType: identity.userType,
    onboarded: identity.onboarded ?? false,
  });
}
