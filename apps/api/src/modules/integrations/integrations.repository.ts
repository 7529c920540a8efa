import type { IntegrationConnection } from '@here-and-there/contracts';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type IntegrationImportRow, integrationImports } from './integrations.table.ts';

const byConnection = (memberId: string, connection: IntegrationConnection) =>
  and(eq(integrationImports.memberId, memberId), eq(integrationImports.connection, connection));

/** How far a connection's imports have read, made on its first run. */
export async function findOrCreateImportState(db: Queryable, memberId: string, connection: IntegrationConnection) {
  await db.insert(integrationImports).values({ memberId, connection }).onConflictDoNothing();
  const [row] = await db.select().from(integrationImports).where(byConnection(memberId, connection));
  return row!;
}

export async function findImportState(db: Queryable, memberId: string, connection: IntegrationConnection) {
  const [row] = await db.select().from(integrationImports).where(byConnection(memberId, connection));
  return row;
}

export async function updateImportState(
  db: Queryable,
  memberId: string,
  connection: IntegrationConnection,
  changes: Partial<
    Pick<
      IntegrationImportRow,
      | 'mailReadFrom'
      | 'calendarReadFrom'
      | 'lastRunAt'
      | 'mailboxAddress'
      | 'pushExpiresAt'
      | 'pushSubscriptionIds'
      | 'pushClientState'
    >
  >,
) {
  await db
    .update(integrationImports)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(byConnection(memberId, connection));
}

/** Forgets how far a connection had read: connected again, it reads its 90 days afresh. */
export async function deleteImportState(db: Queryable, memberId: string, connection: IntegrationConnection) {
  const [row] = await db.delete(integrationImports).where(byConnection(memberId, connection)).returning();
  return row;
}

/** The Google connections whose mailbox is at this address: whom a Gmail push is about. */
export function findImportsByMailbox(db: Queryable, connection: IntegrationConnection, mailboxAddress: string) {
  return db
    .select()
    .from(integrationImports)
    .where(
      and(
        eq(integrationImports.connection, connection),
        eq(integrationImports.mailboxAddress, mailboxAddress.toLowerCase()),
      ),
    );
}

/** The connection whose Graph subscription this is. */
export async function findImportBySubscription(db: Queryable, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(integrationImports)
    .where(arrayContains(integrationImports.pushSubscriptionIds, [subscriptionId]));
  return row;
}
