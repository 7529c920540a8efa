import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import { type CommunityMemberRow, type CommunityRow, communities, communityMembers } from './communities.table.ts';

/** The community of this id, or undefined. */
export async function findCommunityRow(db: Queryable, id: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  return row;
}

/** A member's place in a community, whatever its status, or undefined. */
export async function findMembershipRow(
  db: Queryable,
  communityId: string,
  memberId: string,
): Promise<CommunityMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.memberId, memberId)));
  return row;
}
