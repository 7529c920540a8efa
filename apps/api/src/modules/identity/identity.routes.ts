import {
  impersonateRequest,
  impersonationTokenRequest,
  impersonationTokenResponse,
  sessionResponse,
  signupRequest,
  signupResponse,
} from '@here-and-there/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { scaled } from '../../platform/security.ts';
import { requireMember } from './current-member.ts';
import { issueImpersonationToken, redeemImpersonationToken } from './impersonation.service.ts';
import { requestLimits } from './limits.ts';
import type { ClientInfo } from './sessions.ts';
import { signUpWithEmail } from './signup.service.ts';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export function registerIdentityRoutes(app: App, context: AppContext) {
  const { rateLimitMultiplier } = context.config;
  app.post(
    `${apiPrefix}/signup/`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Create an account with email and password, and sign in',
        body: signupRequest,
        response: { 201: signupResponse },
      },
      config: { rateLimit: scaled(requestLimits.signUpPerIp, rateLimitMultiplier) },
    },
    async (request, reply) => reply.status(201).send(await signUpWithEmail(context, request.body, clientOf(request))),
  );

  app.post(
    `${apiPrefix}/impersonation-tokens/`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Issue a one-time token to sign in as a member (admin and staff)',
        security: [{ bearer: [] }],
        body: impersonationTokenRequest,
        response: { 201: impersonationTokenResponse },
      },
      config: { rateLimit: scaled(requestLimits.impersonationPerIp, rateLimitMultiplier) },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      const issued = await issueImpersonationToken(context, { memberId: request.body.user_id, issuer: member });
      return reply.status(201).send({ token: issued.token, expires_at: issued.expiresAt.toISOString() });
    },
  );

  app.post(
    `${apiPrefix}/impersonate/`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a one-time impersonation token',
        body: impersonateRequest,
        response: { 200: sessionResponse },
      },
      config: { rateLimit: scaled(requestLimits.impersonationPerIp, rateLimitMultiplier) },
    },
    (request) => redeemImpersonationToken(context, request.body.token, clientOf(request)),
  );
}
