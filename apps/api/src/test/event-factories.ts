import { randomUUID } from 'node:crypto';
import { type CommunityMemberStatus, type CreateEventRequest, createEventRequest } from '@here-and-there/contracts';
import { eq } from 'drizzle-orm';
import { channels, communities, communityMembers } from '../modules/communities/communities.table.ts';
import { createEvent as createEventOf } from '../modules/events/events.service.ts';
import { createCommunityWith } from './community-rows.ts';
import { dayMs } from './factories.ts';
import { lisbon } from './places.ts';
import type { TestApp } from './test-app.ts';

/** The moment `days` (and `hours`) after the test clock's now, as events are sent: an ISO date-time. */
export function momentFromNow(t: TestApp, days: number, hours = 0) {
  return new Date(t.clock.now().getTime() + days * dayMs + hours * 3_600_000).toISOString();
}

/**
 * A community written straight to its tables (see `createCommunityWith`), public unless `isPrivate`,
 * with its general channel: for event tests that do not depend on the community API.
 */
export async function createEventCommunity(t: TestApp, owner: { id: string }, { isPrivate = false } = {}) {
  const community = await createCommunityWith(t, owner);
  if (isPrivate) await t.context.db.update(communities).set({ isPrivate }).where(eq(communities.id, community.id));
  const [general] = await t.context.db
    .insert(channels)
    .values({ communityId: community.id, name: 'general', isMain: true })
    .returning();
  return { id: community.id, isPrivate, generalChannelId: general!.id };
}

/** Puts a member in a community as an admin or a member, at `status`, written to the table. */
export async function placeInCommunity(
  t: TestApp,
  community: { id: string },
  member: { id: string },
  { role = 'member', status = 'active' }: { role?: 'admin' | 'member'; status?: CommunityMemberStatus } = {},
) {
  await t.context.db.insert(communityMembers).values({ communityId: community.id, memberId: member.id, role, status });
}

/**
 * An event of `creator`, created through the same use case as `POST /events/` (with its checks): in
 * Lisbon a week from now for two hours, of their own, unless `fields` say otherwise.
 */
export function createEvent(t: TestApp, creator: { id: string }, fields: Partial<CreateEventRequest> = {}) {
  const request = createEventRequest.parse({
    name: `Meetup ${randomUUID().slice(0, 8)}`,
    location: lisbon,
    start_datetime: momentFromNow(t, 7),
    end_datetime: momentFromNow(t, 7, 2),
    ...fields,
  });
  return createEventOf(t.context, creator.id, request);
}
