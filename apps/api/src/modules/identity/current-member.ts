import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { findSessionMember, type MemberRow, type ProfileToday } from '../users/index.ts';
import { extendSession, findLiveSessionIds } from './identity.repository.ts';
import { sessionLifetimeSeconds, sessionRenewalAgeSeconds } from './limits.ts';

/** The member a request is signed in as. */
export interface SignedInMember {
  id: string;
  member: MemberRow;
  /** The member with their sign-in facts, home city and the trip they are on today, as `/users/me` shows them. */
  profile: ProfileToday;
  sessionId: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInMember | null>>();

/**
 * The session token inside a bearer value. Better Auth hands out the token either bare (our
 * sign-up, impersonation) or signed as `token.signature` (its `set-auth-token` header); a signed
 * one must carry a valid signature.
 */
function sessionTokenOf(bearer: string, secret: string): string | null {
  const value = bearer.includes('%') ? decodeURIComponent(bearer) : bearer;
  const dot = value.indexOf('.');
  if (dot === -1) return value;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * Resolves a bearer value (a request's `Authorization`, a socket's handshake token) straight from
 * the session table: the API's hottest path, so it reads what Better Auth wrote without going
 * through Better Auth's request pipeline, together with the member in one prepared statement, and
 * renews the session the way Better Auth would (see `limits.ts`).
 */
async function memberOfBearer(context: AppContext, bearer: string): Promise<SignedInMember | null> {
  const token = sessionTokenOf(bearer, context.config.authSecret);
  if (!token) return null;
  const now = context.clock.now();
  const signedIn = await findSessionMember(context.db, token, now);
  if (!signedIn) return null;
  const { session, profile } = signedIn;
  if (now.getTime() - session.updatedAt.getTime() >= sessionRenewalAgeSeconds * 1000) {
    await extendSession(context.db, session.id, new Date(now.getTime() + sessionLifetimeSeconds * 1000), now);
  }
  return { id: profile.member.id, member: profile.member, profile, sessionId: session.id };
}

function resolveMember(context: AppContext, request: FastifyRequest): Promise<SignedInMember | null> {
  const { authorization } = request.headers;
  // Only the bearer token counts here: a session cookie alone would expose the API to CSRF.
  if (!authorization?.toLowerCase().startsWith('bearer ')) return Promise.resolve(null);
  return memberOfBearer(context, authorization.slice('bearer '.length).trim());
}

/** The signed-in member, or null for a visitor (routes that work either way). Looked up once per request. */
export function optionalMember(context: AppContext, request: FastifyRequest): Promise<SignedInMember | null> {
  let lookup = resolved.get(request);
  if (!lookup) {
    lookup = resolveMember(context, request);
    resolved.set(request, lookup);
  }
  return lookup;
}

/** The signed-in member; a missing, invalid or expired bearer token is a 401. */
export async function requireMember(context: AppContext, request: FastifyRequest): Promise<SignedInMember> {
  const member = await optionalMember(context, request);
  if (!member) throw new DomainError('unauthenticated');
  return member;
}

/**
 * Signs sockets in as the API signs requests in: the handshake's token is a bearer value, and a
 * socket whose session ended (signed out, expired, revoked, account deleted) is closed.
 */
export function authenticateSockets(context: AppContext) {
  context.realtime.authenticateWith(async (token) => {
    const member = await memberOfBearer(context, token);
    return member && { memberId: member.id, sessionId: member.sessionId };
  });
  context.realtime.keepSessionsWith(async (sessionIds) => {
    const live = await findLiveSessionIds(context.db, sessionIds, context.clock.now());
    return new Set(live);
  });
}
