import type { RequestLimit } from '../../platform/security.ts';

// Every lifetime and limit of signing in (DESIGN §8), in one place.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export const passwordResetTokenLifetimeSeconds = 30 * 60;

/** A session lives 30 days and is renewed for another 30 when used a day or more after its last renewal. */
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
export const sessionRenewalAgeSeconds = 24 * 60 * 60;
export const impersonationTokenLifetimeMs = 5 * minute;

export const phoneCode = {
  lifetimeMs: 5 * minute,
  /** After this many wrong tries the code is dead and a new one must be requested. */
  maxFailedAttempts: 5,
  /** Texts per number, counted whether or not the number belongs to a member. */
  sendLimits: [
    { windowMs: minute, max: 1 },
    { windowMs: hour, max: 5 },
    { windowMs: day, max: 10 },
  ],
} as const;

/** HTTP request limits, per client address (IP) or per account named in the body. */
export const requestLimits = {
  signInPerIp: { max: 30, timeWindow: 15 * minute },
  signInPerAccount: { max: 10, timeWindow: 15 * minute },
  /**
   * Every attempt on one account, successful or not: failures are counted only once answered, so
   * a burst sent at once from many addresses would otherwise all be tried before the first counts.
   */
  signInAttemptsPerAccount: { max: 50, timeWindow: 15 * minute },
  signUpPerIp: { max: 10, timeWindow: hour },
  passwordResetPerIp: { max: 20, timeWindow: hour },
  passwordResetPerEmail: { max: 3, timeWindow: hour },
  phoneCodeSendPerIp: { max: 20, timeWindow: hour },
  phoneCodeVerifyPerIp: { max: 30, timeWindow: 15 * minute },
  socialSignInPerIp: { max: 30, timeWindow: 15 * minute },
  impersonationPerIp: { max: 20, timeWindow: 15 * minute },
} satisfies Record<string, RequestLimit>;
