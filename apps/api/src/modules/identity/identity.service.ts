import type { Integrations } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { deleteIdentityRows, findSocialAccounts, findUserByEmail } from './identity.repository.ts';

/** The id of the member who signs in with this address (any case), or undefined. */
export async function findMemberIdByEmail(context: AppContext, email: string) {
  return (await findUserByEmail(context.db, email.trim()))?.id;
}

/** Removes an identity so it can no longer sign in; its profile and everything of it go with it. */
export function deleteIdentity(db: Queryable, identity: { id: string; phoneNumber: string | null }) {
  return deleteIdentityRows(db, identity);
}

/** Which mail and calendar accounts a member connected: a Google or Microsoft account that granted scopes. */
export async function findIntegrations(
  context: AppContext,
  memberId: string,
): Promise<Omit<Integrations, 'forwarding_address'>> {
  const accounts = await findSocialAccounts(context.db, memberId);
  const isConnected = (providerId: string) =>
    accounts.some((account) => account.providerId === providerId && Boolean(account.scope?.trim()));
  return { google: isConnected('google'), outlook: isConnected('microsoft') };
}
