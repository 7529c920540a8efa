import type { AppContext } from '../../platform/context.ts';
import { findUserByEmail } from './identity.repository.ts';

/** The id of the member who signs in with this address (any case), or undefined. */
export async function findMemberIdByEmail(context: AppContext, email: string) {
  return (await findUserByEmail(context.db, email.trim()))?.id;
}
