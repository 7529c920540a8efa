import type { Queryable } from '../../platform/db.ts';
import { subscriptions } from './subscriptions.table.ts';

/** Records that `subscriberId` wants to hear when `memberId` comes to their town; once is enough. */
export async function subscribe(db: Queryable, subscriberId: string, memberId: string) {
  await db.insert(subscriptions).values({ subscriberId, memberId }).onConflictDoNothing();
}
