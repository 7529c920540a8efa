import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db.ts';
import {
  type CommunityMemberRow,
  type CommunityRow,
  channels,
  communities,
  communityMembers,
} from './communities.table.ts';

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

/**
 * Makes a channel of this community the channel of an event, in place of any other: returns whether
 * the community has that channel.
 */
export async function attachEventToChannel(
  db: Queryable,
  link: { communityId: string; channelId: string; eventId: string },
): Promise<boolean> {
  await detachEvent(db, link.eventId);
  const attached = await db
    .update(channels)
    .set({ eventId: link.eventId })
    .where(and(eq(channels.id, link.channelId), eq(channels.communityId, link.communityId)))
    .returning({ id: channels.id });
  return attached.length > 0;
}

/** Leaves an event without a channel (it moved to none, or is being deleted). */
export async function detachEvent(db: Queryable, eventId: string) {
  await db.update(channels).set({ eventId: null }).where(eq(channels.eventId, eventId));
}
