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
}

/** Better Auth's paths (below `/auth`) and the limits each one counts against. */
const betterAuthPathLimits: Record<string, NamedLimit[]> = {
  '/sign-in/email': [
    { name: 'sign-in', limit: requestLimits.signInPerIp, keyOf: byIp },
    { name: 'sign-in-account', limit: requestLimits.signInPerAccount, keyOf: bodyField('email') },
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

/**
 * A preHandler for the `/auth/*` mount that applies the limits of the Better Auth path asked for;
 * over a limit it answers 429 `rate_limited` with `retry-after`.
 */
export function betterAuthRequestLimiter(app: App, context: AppContext) {
  const limitersByPath = new Map(
    Object.entries(betterAuthPathLimits).map(([path, limits]) => [
      path,
      limits.map(({ name, limit, keyOf }) => ({
        keyOf,
        // Limiters made by createRateLimit share one key space: the name keeps their counters apart.
        check: app.createRateLimit({
          ...scaled(limit, context.config.rateLimitMultiplier),
          keyGenerator: (request) => `${name}:${keyOf(request)}`,
        }),
      })),
    ]),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!.slice('/auth'.length).replace(/\/$/, '');
    for (const { keyOf, check } of limitersByPath.get(path) ?? []) {
      if (keyOf(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new DomainError('rate_limited');
      }
    }
  };
}
