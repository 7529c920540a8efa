import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db.ts';
import { deleteIdentityRows, findUserByEmail } from './identity.repository.ts';

/** The id of the member who signs in with this address (any case), or undefined. */
export async function findMemberIdByEmail(context: AppContext, email: string) {
  return (await findUserByEmail(context.db, email.trim()))?.id;
}

/** Removes an identity so it can no longer sign in; its profile and everything of it go with it. */
export function deleteIdentity(db: Queryable, identity: { id: string; phoneNumber: string | null }) {
  return deleteIdentityRows(db, identity);
}
