import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { subscriptions } from './subscriptions.table.ts';

/** Records that `subscriberId` wants to hear when `memberId` comes to their town; once is enough. */
export async function subscribe(db: Queryable, subscriberId: string, memberId: string) {
  await db.insert(subscriptions).values({ subscriberId, memberId }).onConflictDoNothing();
}

/** The members who follow `memberId`, to be told when one of their trips reaches their town. */
export async function findSubscriberIds(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ subscriberId: subscriptions.subscriberId })
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId));
  return rows.map((row) => row.subscriberId);
}
