import { and, eq, or, sql } from 'drizzle-orm';
import { type Database, isAnyOf, preparedQuery, type Queryable } from '../../platform/db.ts';
import { type Sides, statusFor } from './connections.policy.ts';
import { connections } from './connections.table.ts';

/** The viewer's side of their connections with each of `otherIds` (absent: no connection). */
const connectionSides = preparedQuery((db) =>
  db
    .select({
      otherId: connections.otherId,
      connectionId: connections.connectionId,
      level: connections.level,
      otherLevel: connections.otherLevel,
      status: connections.status,
    })
    .from(connections)
    .where(
      and(
        eq(connections.memberId, sql.placeholder('viewerId')),
        isAnyOf(connections.otherId, sql.placeholder('otherIds')),
      ),
    )
    .prepare('connection_sides_towards'),
);

export function findConnectionSides(db: Database, viewerId: string, otherIds: readonly string[]) {
  return connectionSides(db).execute({ viewerId, otherIds });
}

/** Every connection row of a member: their side of each connection they have. */
export function findAllSidesOf(db: Queryable, memberId: string) {
  return db.select().from(connections).where(eq(connections.memberId, memberId));
}

/**
 * Holds the pair of members until the transaction ends, so that two changes to their connection
 * (both asking each other at once, say) apply one after the other even while it has no rows yet.
 */
export async function lockPair(db: Queryable, memberId: string, otherId: string) {
  const pair = [memberId, otherId].sort().join(':');
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`);
}

/** A member's side of the connection with `otherId`. */
export async function findSideWith(db: Queryable, memberId: string, otherId: string) {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.memberId, memberId), eq(connections.otherId, otherId)));
  return row;
}

/** A member's side of the connection with this id (the id the API shows). */
export async function findSideByConnectionId(db: Queryable, memberId: string, connectionId: string) {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.memberId, memberId), eq(connections.connectionId, connectionId)));
  return row;
}

/**
 * Writes both rows of a connection from the sides of `memberId`: each row holds its member's
 * level, the other's level and the status from its member's side. Inserted when new, else updated.
 */
export async function writeConnection(
  db: Queryable,
  connection: { connectionId: string; memberId: string; otherId: string; sides: Sides },
) {
  const { connectionId, memberId, otherId, sides } = connection;
  const mirrored: Sides = { mine: sides.theirs, theirs: sides.mine };
  const rows = [
    { memberId, otherId, connectionId, level: sides.mine, otherLevel: sides.theirs, status: statusFor(sides) },
    {
      memberId: otherId,
      otherId: memberId,
      connectionId,
      level: mirrored.mine,
      otherLevel: mirrored.theirs,
      status: statusFor(mirrored),
    },
  ];
  return db
    .insert(connections)
    .values(rows)
    .onConflictDoUpdate({
      target: [connections.memberId, connections.otherId],
      set: {
        level: sql`excluded.level`,
        otherLevel: sql`excluded.other_level`,
        status: sql`excluded.status`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
}

/** Removes a connection: both of its rows. */
export async function deleteConnection(db: Queryable, memberId: string, otherId: string) {
  await db
    .delete(connections)
    .where(
      or(
        and(eq(connections.memberId, memberId), eq(connections.otherId, otherId)),
        and(eq(connections.memberId, otherId), eq(connections.otherId, memberId)),
      ),
    );
}
