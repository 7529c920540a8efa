import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { connections } from './connections.table.ts';

/** The viewer's side of their connections with each of `otherIds` (absent: no connection). */
export function findConnectionSides(db: Queryable, viewerId: string, otherIds: readonly string[]) {
  return db
    .select({
      otherId: connections.otherId,
      connectionId: connections.connectionId,
      level: connections.level,
      otherLevel: connections.otherLevel,
      status: connections.status,
    })
    .from(connections)
    .where(and(eq(connections.memberId, viewerId), inArray(connections.otherId, [...otherIds])));
}
