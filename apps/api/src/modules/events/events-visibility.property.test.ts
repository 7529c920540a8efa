import { communityMemberStatuses, type Event, type EventsPage } from '@here-and-there/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createEventCommunity, momentFromNow, placeInCommunity } from '../../test/event-factories.ts';
import { callApi, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { canSeeEvent, type MembershipFacts } from './events.policy.ts';

/**
 * The SQL of the lists and the policy of the detail are two writings of one rule: on generated
 * worlds of communities, memberships and events, both must show a member and a visitor the
 * events `canSeeEvent` lets them see.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CommunitySpec {
  isPrivate: boolean;
  membership: MembershipFacts | null;
  events: number;
}

const membership = fc.option(
  fc.record({
    role: fc.constantFrom('admin' as const, 'member' as const),
    status: fc.constantFrom(...communityMemberStatuses),
  }),
  { nil: null },
);
const world = fc.record({
  communities: fc.array(fc.record({ isPrivate: fc.boolean(), membership, events: fc.integer({ min: 1, max: 2 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  ownEvents: fc.integer({ min: 0, max: 2 }),
});

describe('lists and details against the policy, on generated worlds', () => {
  it('agree with canSeeEvent for every event, for a member and a visitor', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(world, async ({ communities, ownEvents }) => {
        // Each world lives in its own days, so that a list of its period holds its events alone.
        run += 1;
        const from = 400 + run * 5;
        const at = (index: number) => ({
          start_datetime: momentFromNow(t, from, index),
          end_datetime: momentFromNow(t, from, index + 1),
        });
        const viewer = await createSignedInMember(t, { firstName: 'Viewer' });
        const owner = await createSignedInMember(t, { firstName: 'Owner' });
        let index = 0;
        const made: { event: Event; spec: CommunitySpec | null }[] = [];
        for (const spec of communities) {
          const community = await createEventCommunity(t, owner, { isPrivate: spec.isPrivate });
          if (spec.membership) await placeInCommunity(t, community, viewer, spec.membership);
          for (let n = 0; n < spec.events; n++) {
            made.push({ event: await createEvent(t, owner, { community: community.id, ...at(index++) }), spec });
          }
        }
        for (let n = 0; n < ownEvents; n++) made.push({ event: await createEvent(t, owner, at(index++)), spec: null });

        for (const [caller, isVisitor] of [
          [viewer, false],
          [null, true],
        ] as const) {
          const sees = ({ spec }: (typeof made)[number]) =>
            canSeeEvent(spec && { isPrivate: spec.isPrivate }, isVisitor ? null : (spec?.membership ?? null));
          const period = `?date_gte=${momentFromNow(t, from - 1)}&date_lte=${momentFromNow(t, from + 1)}`;
          const listed = await callApi(t, caller, 'GET', `/events/${period}`);
          expect(listed.json<EventsPage>().results.map((event) => event.id)).toEqual(
            made.filter(sees).map(({ event }) => event.id),
          );
          for (const item of made) {
            const detail = await callApi(t, caller, 'GET', `/events/${item.event.id}/`);
            expect([item.event.id, detail.statusCode]).toEqual([item.event.id, sees(item) ? 200 : 404]);
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
