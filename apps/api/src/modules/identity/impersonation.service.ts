import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { canImpersonate, findMember, type MemberRow } from '../users/index.ts';
import { insertImpersonationToken, spendImpersonationToken } from './identity.repository.ts';
import { impersonationTokenLifetimeMs } from './limits.ts';
import { type ClientInfo, startSession } from './sessions.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a one-time token to sign in as a member, for an admin or staff member, or for the
 * operator's command line (`issuer` null). Only its hash is stored.
 */
export async function issueImpersonationToken(
  context: AppContext,
  request: { memberId: string; issuer: MemberRow | null },
) {
  const { issuer } = request;
  if (issuer && !canImpersonate(issuer.userType)) throw new DomainError('forbidden');
  if (!(await findMember(context.db, request.memberId))) throw new DomainError('user.not_found');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(context.clock.now().getTime() + impersonationTokenLifetimeMs);
  await insertImpersonationToken(context.db, {
    tokenHash: hashToken(token),
    memberId: request.memberId,
    createdBy: issuer?.id ?? null,
    expiresAt,
  });
  context.log.info(
    { memberId: request.memberId, issuedBy: issuer?.id ?? 'command line' },
    'impersonation token issued',
  );
  return { token, expiresAt };
}

/** Spends a one-time token and opens a session as its member. */
export async function redeemImpersonationToken(context: AppContext, token: string | undefined, client: ClientInfo) {
  if (!token) throw new DomainError('impersonation.token_missing');
  const spent = await spendImpersonationToken(context.db, hashToken(token), context.clock.now());
  if (!spent) throw new DomainError('impersonation.token_invalid');
  context.log.info({ memberId: spent.memberId }, 'impersonation token redeemed');
  return startSession(context, spent.memberId, client);
}
