import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { forwardingAddresses } from './forwarding-addresses.table.ts';

export async function findSecretOf(db: Queryable, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ secret: forwardingAddresses.secret })
    .from(forwardingAddresses)
    .where(eq(forwardingAddresses.memberId, memberId));
  return row?.secret;
}

/** Gives the member this secret unless they have one; answers the secret they have now. */
export async function keepSecret(db: Queryable, memberId: string, secret: string): Promise<string> {
  await db.insert(forwardingAddresses).values({ memberId, secret }).onConflictDoNothing({
    target: forwardingAddresses.memberId,
  });
  return (await findSecretOf(db, memberId))!;
}

/** Gives the member this secret in place of the one they had. */
export async function replaceSecret(db: Queryable, memberId: string, secret: string) {
  await db
    .insert(forwardingAddresses)
    .values({ memberId, secret })
    .onConflictDoUpdate({ target: forwardingAddresses.memberId, set: { secret, createdAt: sql`now()` } });
}

export async function findMemberBySecret(db: Queryable, secret: string): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: forwardingAddresses.memberId })
    .from(forwardingAddresses)
    .where(eq(forwardingAddresses.secret, secret));
  return row?.memberId;
}
