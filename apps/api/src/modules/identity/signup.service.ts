import { messages, type SignupRequest, type UserType } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { DomainError, fieldError } from '../../platform/errors.ts';
import { subscribe } from '../subscriptions/index.ts';
import { findMember, userTypeForNewMember } from '../users/index.ts';
import { authFor } from './auth.ts';
import { insertIdentity } from './identities.ts';
import { findUserByEmail } from './identity.repository.ts';
import { type ClientInfo, startSession } from './sessions.ts';

const emailTaken = () => new DomainError('signup.email_taken', { fields: { email: [messages.emailTaken] } });

export interface EmailIdentity {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Defaults to admin for ADMIN_EMAILS, else customer. */
  userType?: UserType;
  onboarded?: boolean;
  verifiedPhoneNumber?: string;
  /** Subscriber sign-up: the member the new subscriber follows. */
  subscribeTo?: string;
  /** The invitation the new member came with. */
  invitationId?: string;
}

/**
 * Creates an identity that signs in with email and password, with its credential account and its
 * profile in one transaction. The password is hashed by Better Auth's own hasher (scrypt).
 */
export async function createEmailIdentity(context: AppContext, identity: EmailIdentity) {
  const { db, config } = context;
  const email = identity.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await (await authFor(context).$context).password.hash(identity.password);
  let member: Awaited<ReturnType<typeof insertIdentity>>;
  try {
    member = await db.transaction(async (tx) => {
      const member = await insertIdentity(tx, {
        email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        userType: identity.userType ?? userTypeForNewMember(email, config.adminEmails),
        onboarded: identity.onboarded,
        passwordHash,
        verifiedPhoneNumber: identity.verifiedPhoneNumber,
      });
      if (identity.subscribeTo) await subscribe(tx, member.id, identity.subscribeTo);
      return member;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await context.events.publish('member.joined', {
    memberId: member.id,
    email,
    verifiedPhoneNumber: identity.verifiedPhoneNumber ?? null,
    invitationId: identity.invitationId ?? null,
  });
  return member;
}

/**
 * `POST /signup/`: creates the member and signs them in. With `subscribe_to` it is the subscriber
 * sign-up: the new member is a subscriber who follows that member.
 */
export async function signUpWithEmail(context: AppContext, request: SignupRequest, client: ClientInfo) {
  if (request.subscribe_to && !(await findMember(context.db, request.subscribe_to))) {
    throw fieldError({ subscribe_to: [messages.userNotFound] });
  }
  const member = await createEmailIdentity(context, {
    email: request.email,
    password: request.password,
    firstName: request.first_name,
    lastName: request.last_name,
    ...(request.subscribe_to ? { userType: 'subscriber', subscribeTo: request.subscribe_to } : {}),
    invitationId: request.invitation,
  });
  return startSession(context, member.id, client);
}
