import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { type AccountFacts, findMember, type MemberRow } from '../users/index.ts';
import { authFor } from './auth.ts';
import { accountFactsOf } from './identities.ts';

/** The member a request is signed in as. */
export interface SignedInMember {
  id: string;
  member: MemberRow;
  account: AccountFacts;
  sessionId: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<SignedInMember | null>>();

async function resolveMember(context: AppContext, request: FastifyRequest): Promise<SignedInMember | null> {
  const { authorization } = request.headers;
  // Only the bearer token counts here: a session cookie alone would expose the API to CSRF.
  if (!authorization?.toLowerCase().startsWith('bearer ')) return null;
  const session = await authFor(context).api.getSession({ headers: new Headers({ authorization }) });
  if (!session) return null;
  const member = await findMember(context.db, session.user.id);
  if (!member) return null;
  return {
    id: member.id,
    member,
    account: accountFactsOf(session.user),
    sessionId: session.session.id,
  };
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
