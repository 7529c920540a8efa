import type { UserConnection } from '@here-and-there/contracts';
import type { Queryable } from '../../platform/db.ts';
import { findConnectionSides } from './connections.repository.ts';

/** How an owner stands towards a viewer, which is all the visibility rules need (DESIGN §5). */
export interface Standing {
  /** The level at which the owner holds the viewer, counted only once the connection is active. */
  ownerHoldsViewerAt: 'close' | 'general' | null;
  /** Either of them blocked the other. */
  isBlocked: boolean;
  /** The viewer's own side of their connection, as their controls show it; null when the owner blocked them. */
  connection: UserConnection;
}

export const noStanding: Standing = { ownerHoldsViewerAt: null, isBlocked: false, connection: null };

/** How each of `ownerIds` stands towards `viewerId`, in one query (for a profile or a list of members). */
export async function findStandings(
  db: Queryable,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<Map<string, Standing>> {
  const standings = new Map<string, Standing>();
  if (ownerIds.length === 0) return standings;
  for (const side of await findConnectionSides(db, viewerId, ownerIds)) {
    const isBlocked = side.level === 'block' || side.otherLevel === 'block';
    const ownerLevel = side.otherLevel === 'close' || side.otherLevel === 'general' ? side.otherLevel : null;
    const isBlockedByOwner = side.otherLevel === 'block' && side.level !== 'block';
    standings.set(side.otherId, {
      ownerHoldsViewerAt: !isBlocked && side.status === 'active' ? ownerLevel : null,
      isBlocked,
      connection: isBlockedByOwner
        ? null
        : { id: side.connectionId, type: side.level ?? 'public', status: side.status },
    });
  }
  return standings;
}
