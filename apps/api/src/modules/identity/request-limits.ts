import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import type { App } from '../../platform/http.ts';
import { type RequestLimit, scaled } from '../../platform/security.ts';
import { requestLimits } from './limits.ts';

type KeyOf = (request: FastifyRequest) => string | undefined;

const byIp: KeyOf = (request) => request.ip;

function bodyField(field: string): KeyOf {
  return (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };
}

interface NamedLimit {
  name: string;
  limit: RequestLimit;
  keyOf: KeyOf;
  /** Counts only the attempts that fail, so that a member's own sign-ins never lock their account. */
  countsFailuresOnly?: boolean;
}

/** Better Auth's paths (below `/auth`) and the limits each one counts against. */
const betterAuthPathLimits: Record<string, NamedLimit[]> = {
  '/sign-in/email': [
    { name: 'sign-in', limit: requestLimits.signInPerIp, keyOf: byIp },
    {
      name: 'sign-in-account',
      limit: requestLimits.signInPerAccount,
      keyOf: bodyField('email'),
      countsFailuresOnly: true,
    },
    { name: 'sign-in-account-attempts', limit: requestLimits.signInAttemptsPerAccount, keyOf: bodyField('email') },
  ],
  '/request-password-reset': [
    { name: 'password-reset', limit: requestLimits.passwordResetPerIp, keyOf: byIp },
    { name: 'password-reset-email', limit: requestLimits.passwordResetPerEmail, keyOf: bodyField('email') },
  ],
  '/reset-password': [{ name: 'password-reset-confirm', limit: requestLimits.passwordResetPerIp, keyOf: byIp }],
  '/phone-number/send-otp': [{ name: 'phone-code-send', limit: requestLimits.phoneCodeSendPerIp, keyOf: byIp }],
  '/phone-number/verify': [{ name: 'phone-code-verify', limit: requestLimits.phoneCodeVerifyPerIp, keyOf: byIp }],
  '/sign-in/social': [{ name: 'social-sign-in', limit: requestLimits.socialSignInPerIp, keyOf: byIp }],
};

/** The limits that apply to `request`, with a key for it. */
type Limiter = { keyOf: KeyOf; countsFailuresOnly: boolean; check: ReturnType<App['createRateLimit']> };

/**
 * Hooks for the `/auth/*` mount that apply the limits of the Better Auth path asked for: the
 * `preHandler` counts each attempt (or, for limits on failures, only looks) and over a limit answers
 * 429 `rate_limited` with `retry-after`; `onSend` counts the attempts that failed.
 */
export function betterAuthRequestLimiter(app: App, context: AppContext) {
  const limitersByPath = new Map<string, Limiter[]>(
    Object.entries(betterAuthPathLimits).map(([path, limits]) => [
      path,
      limits.map(({ name, limit, keyOf, countsFailuresOnly = false }) => ({
        keyOf,
        countsFailuresOnly,
        // Limiters made by createRateLimit share one key space: the name keeps their counters apart.
        check: app.createRateLimit({
          ...scaled(limit, context.config.rateLimitMultiplier),
          keyGenerator: (request) => `${name}:${keyOf(request)}`,
        }),
      })),
    ]),
  );
  const limitersOf = (request: FastifyRequest) => {
    const path = request.url.split('?')[0]!.slice('/auth'.length).replace(/\/$/, '');
    return (limitersByPath.get(path) ?? []).filter(({ keyOf }) => keyOf(request) !== undefined);
  };
  return {
    preHandler: async (request: FastifyRequest) => {
      for (const { countsFailuresOnly, check } of limitersOf(request)) {
        const result = await check(request, { increment: !countsFailuresOnly });
        if (result.isAllowed) continue;
        // A look at a count of failures refuses once they reached the limit; a counted attempt once past it.
        const isOver = countsFailuresOnly ? result.remaining === 0 : result.isExceeded;
        if (isOver) throw new DomainError('rate_limited', { retryAfterSeconds: result.ttlInSeconds });
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply) => {
      const hasFailed = reply.statusCode >= 400 && reply.statusCode !== 429;
      if (!hasFailed) return;
      for (const { countsFailuresOnly, check } of limitersOf(request)) {
        if (countsFailuresOnly) await check(request);
      }
    },
  };
}
