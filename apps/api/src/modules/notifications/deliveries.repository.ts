import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db.ts';
import { type DeliveryChannel, type DeliveryRow, deliveries } from './deliveries.table.ts';
import { notifications } from './notifications.table.ts';

export type NewDelivery = Pick<
  typeof deliveries.$inferInsert,
  'deliveryKey' | 'channel' | 'notificationId' | 'address' | 'content'
>;

/** Writes deliveries once per (key, channel); answers the ids of those it wrote, not those there before. */
export async function insertDeliveries(db: Queryable, rows: readonly NewDelivery[], at: Date) {
  if (rows.length === 0) return [];
  return db
    .insert(deliveries)
    .values(rows.map((row) => ({ ...row, createdAt: at, updatedAt: at })))
    .onConflictDoNothing({ target: [deliveries.deliveryKey, deliveries.channel] })
    .returning({ id: deliveries.id });
}

/**
 * The delivery if it is still to be sent, locked until `db`'s transaction ends; none when it was
 * sent, refused, deleted with its notification, or is being sent by another job right now.
 */
export async function lockPendingDelivery(db: Queryable, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.state, 'pending')))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * A pending push of unread messages (its content names their conversation) and the notification
 * it tells of: who gets it, of what kind, in what community.
 */
export async function findPendingMessagePush(db: Queryable, id: string) {
  const [row] = await db
    .select({
      content: deliveries.content,
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      communityId: notifications.communityId,
    })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .where(and(eq(deliveries.id, id), eq(deliveries.state, 'pending')));
  if (!row || !('conversationId' in row.content)) return undefined;
  return { ...row, conversationId: row.content.conversationId };
}

/** Whether the delivery is still to be sent, locked or not. */
export async function isDeliveryPending(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.state, 'pending')));
  return row !== undefined;
}

/** Records one attempt at a delivery: sent, refused or failed for good, or failed for now (still pending). */
export async function recordDeliveryAttempt(
  db: Queryable,
  id: string,
  outcome: { state: DeliveryRow['state']; error: string | null },
  at: Date,
) {
  await db
    .update(deliveries)
    .set({
      state: outcome.state,
      attempts: sql`${deliveries.attempts} + 1`,
      lastError: outcome.error ?? sql`${deliveries.lastError}`,
      sentAt: outcome.state === 'sent' ? at : null,
      updatedAt: at,
    })
    .where(eq(deliveries.id, id));
}

/** Per channel with any: how many deliveries failed for good, and the latest failure's error and time. */
export async function countFailedDeliveries(db: Database) {
  const failed = eq(deliveries.state, 'failed');
  const [counts, latest] = await Promise.all([
    db
      .select({ channel: deliveries.channel, failed: count() })
      .from(deliveries)
      .where(failed)
      .groupBy(deliveries.channel),
    db
      .selectDistinctOn([deliveries.channel], {
        channel: deliveries.channel,
        lastError: deliveries.lastError,
        lastFailedAt: deliveries.updatedAt,
      })
      .from(deliveries)
      .where(failed)
      .orderBy(deliveries.channel, desc(deliveries.updatedAt)),
  ]);
  const latestByChannel = new Map<DeliveryChannel, (typeof latest)[number]>(latest.map((row) => [row.channel, row]));
  return counts.map(({ channel, failed: failures }) => ({
    channel,
    failed: failures,
    lastError: latestByChannel.get(channel)?.lastError ?? null,
    lastFailedAt: latestByChannel.get(channel)?.lastFailedAt ?? null,
  }));
}
