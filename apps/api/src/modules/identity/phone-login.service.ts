import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { DomainError } from '../../platform/errors.ts';
import { scaled } from '../../platform/security.ts';
import { userTypeForNewMember } from '../users/index.ts';
import { deliverInBackground } from './delivery.ts';
import { insertIdentity, phoneOnlyEmail } from './identities.ts';
import {
  countPhoneCodesSince,
  deletePhoneCodesBefore,
  findUserByPhoneNumber,
  insertPhoneCode,
  lockLatestPhoneCode,
  markPhoneCodeUsed,
  recordFailedPhoneCodeAttempt,
} from './identity.repository.ts';
import { phoneCode } from './limits.ts';

/** True for a real, dialable number written in E.164 (`+4915112345678`). */
export function isE164PhoneNumber(value: string) {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() === true && parsed.number === value;
}

/** Who asks for a code: someone signing in, or a signed-in member proving a new number is theirs. */
export type PhoneCodePurpose = { kind: 'sign-in' } | { kind: 'own-number'; memberId: string };

/** Whether a member other than `memberId` holds the number: it is theirs, proved with a code. */
async function isOtherMembersNumber(db: Queryable, phoneNumber: string, memberId: string) {
  const holder = await findUserByPhoneNumber(db, phoneNumber);
  return holder !== undefined && holder.id !== memberId;
}

function hashCode(context: AppContext, phoneNumber: string, code: string) {
  // Keyed, because six digits are a million guesses away from any plain hash.
  return createHmac('sha256', context.config.authSecret).update(`${phoneNumber}:${code}`).digest();
}

/** A number may sign in when a member has proved it is theirs. */
async function isVerifiedMemberNumber(db: Queryable, phoneNumber: string) {
  const user = await findUserByPhoneNumber(db, phoneNumber);
  return user?.phoneNumberVerified === true;
}

/** Codes older than the longest send window count for nothing any more. */
const longestSendWindowMs = Math.max(...phoneCode.sendLimits.map((limit) => limit.windowMs));

/**
 * Records a sign-in code and texts it in the background. A number no member has verified gets no
 * text (unless phone sign-up is on or a signed-in member is verifying it), yet the answer, its
 * timing and the send limits are the same, so the endpoint does not tell who is a member. A member
 * verifying a number another member holds is refused before anything is texted to that member.
 */
export async function sendPhoneCode(
  context: AppContext,
  request: { phoneNumber: string; code: string; purpose: PhoneCodePurpose },
) {
  const { db, clock, config } = context;
  const { phoneNumber, code, purpose } = request;
  if (purpose.kind === 'own-number' && (await isOtherMembersNumber(db, phoneNumber, purpose.memberId))) {
    throw new DomainError('phone.already_verified_by_another_member');
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    // One send at a time per number, so concurrent requests cannot slip past the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${phoneNumber}`}))`);
    for (const limit of phoneCode.sendLimits.map((each) => scaled(each, config.rateLimitMultiplier))) {
      const { sent, firstAt } = await countPhoneCodesSince(tx, phoneNumber, new Date(now.getTime() - limit.windowMs));
      if (sent >= limit.max) {
        // The number may be texted again once the first text of the window has left it.
        const waitMs = (firstAt?.getTime() ?? now.getTime()) + limit.windowMs - now.getTime();
        throw new DomainError('rate_limited', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
      }
    }
    await deletePhoneCodesBefore(tx, phoneNumber, new Date(now.getTime() - longestSendWindowMs));
    await insertPhoneCode(tx, {
      phoneNumber,
      codeHash: hashCode(context, phoneNumber, code).toString('base64'),
      expiresAt: new Date(now.getTime() + phoneCode.lifetimeMs),
      createdAt: now,
    });
  });
  const mayText =
    purpose.kind === 'own-number' || config.flags.phone_signup || (await isVerifiedMemberNumber(db, phoneNumber));
  if (!mayText) {
    context.log.info('sign-in code not texted: no member has verified this number');
    return;
  }
  const minutes = phoneCode.lifetimeMs / 60_000;
  deliverInBackground(context, 'sign-in code', () =>
    context.sms.send({ to: phoneNumber, body: `Your Here & There code is ${code}. It expires in ${minutes} minutes.` }),
  );
}

type CodeCheck = 'accepted' | 'wrong' | 'invalid' | 'dead' | 'taken';

/**
 * Checks a texted code: single use, five minutes, five tries. For a sign-in, the number must
 * belong to a member who verified it; with phone sign-up on, an unknown number becomes a new
 * member in the same transaction that spends the code. Throws the error to answer otherwise.
 */
export async function verifyPhoneCode(
  context: AppContext,
  request: { phoneNumber: string; code: string; purpose: PhoneCodePurpose },
) {
  const { db, clock, config } = context;
  const { phoneNumber, code, purpose } = request;
  const now = clock.now();
  let joinedMemberId: string | null = null;
  const check = await db.transaction(async (tx): Promise<CodeCheck> => {
    const latest = await lockLatestPhoneCode(tx, phoneNumber);
    if (!latest || latest.usedAt || latest.expiresAt <= now) return 'invalid';
    if (latest.failedAttempts >= phoneCode.maxFailedAttempts) return 'dead';
    const expected = Buffer.from(latest.codeHash, 'base64');
    const isRightCode = timingSafeEqual(expected, hashCode(context, phoneNumber, code));
    const owner = await findUserByPhoneNumber(tx, phoneNumber);
    const maySignUp = config.flags.phone_signup && !owner;
    const isAllowed = purpose.kind === 'own-number' || owner?.phoneNumberVerified === true || maySignUp;
    // A right code for a number that may not sign in counts as wrong: the same answers either way.
    if (!isRightCode || !isAllowed) {
      await recordFailedPhoneCodeAttempt(tx, latest.id);
      return 'wrong';
    }
    // Another member verified the number while this member's code was on its way: it stays theirs.
    if (purpose.kind === 'own-number' && owner && owner.id !== purpose.memberId) return 'taken';
    await markPhoneCodeUsed(tx, latest.id, now);
    if (purpose.kind === 'sign-in' && maySignUp) {
      ({ id: joinedMemberId } = await insertIdentity(tx, {
        email: phoneOnlyEmail(phoneNumber),
        firstName: '',
        lastName: '',
        userType: userTypeForNewMember(null, config.adminEmails),
        verifiedPhoneNumber: phoneNumber,
      }));
    }
    return 'accepted';
  });
  if (check === 'taken') throw new DomainError('phone.already_verified_by_another_member');
  if (check === 'dead') throw new DomainError('auth.code_attempts_exceeded');
  if (check !== 'accepted') throw new DomainError('auth.code_invalid');
  if (joinedMemberId) {
    await context.events.publish('member.joined', {
      memberId: joinedMemberId,
      email: null,
      verifiedPhoneNumber: phoneNumber,
      invitationId: null,
    });
  }
}
