import type { SignupResponse } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { findMember, presentMe } from '../users/index.ts';
import { authFor } from './auth.ts';

/** Where a sign-in came from, kept on the session as Better Auth does for its own sign-ins. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string;
}

/** Opens a Better Auth session for a member and answers `{token, user}`: the token is the API's bearer. */
export async function startSession(context: AppContext, memberId: string, client: ClientInfo): Promise<SignupResponse> {
  const { internalAdapter } = await authFor(context).$context;
  const session = await internalAdapter.createSession(memberId, false, client);
  const profile = await findMember(context.db, memberId);
  if (!profile) throw new DomainError('user.not_found');
  return { token: session.token, user: presentMe(profile, context.config.publicUrl) };
}
