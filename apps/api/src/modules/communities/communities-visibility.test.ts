import type { CommunitiesPage, Community } from '@here-and-there/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCommunityWorld } from '../../test/community-factories.ts';
import { callApi, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CommunityCaller,
  canSeeInside,
  communityAbilities,
  isOwnCommunity,
  type MembershipFacts,
} from './communities.policy.ts';

// The list of communities filters in SQL (`mine`, the search) and shows each community through the
// policy; on generated worlds, both must agree with the policy read on the world as it was made,
// and every listed community must be the same as its detail.

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInMember>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  owner = await createSignedInMember(t, { firstName: 'Owner' });
});
afterAll(() => t.close());

/** The viewer's place in a generated community: none, one of the statuses, or its owner. */
type Place = 'none' | 'invited' | 'pending' | 'member' | 'admin' | 'owner';
const placeFacts: Record<Place, MembershipFacts | null> = {
  none: null,
  invited: { role: 'member', status: 'invited' },
  pending: { role: 'member', status: 'pending_acceptance' },
  member: { role: 'member', status: 'active' },
  admin: { role: 'admin', status: 'active' },
  owner: { role: 'admin', status: 'active' },
};

const communitySpec = fc.record({
  isPrivate: fc.boolean(),
  place: fc.constantFrom<Place>('none', 'invited', 'pending', 'member', 'admin', 'owner'),
  isNamedTwice: fc.boolean(),
});
const world = fc.array(communitySpec, { minLength: 1, maxLength: 5 });

/** A word no other run's community carries. */
const runWord = () => `w${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

describe('the list of communities against the policy, on generated worlds', () => {
  it('lists what `isOwnCommunity` and the search say, each community shown as `canSeeInside` and its detail say', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (specs) => {
        const viewer = await createSignedInMember(t, { firstName: 'Viewer' });
        const [word, second] = [runWord(), runWord()];
        const made: { id: string; spec: (typeof specs)[number]; facts: MembershipFacts | null }[] = [];
        for (const spec of specs) {
          const facts = placeFacts[spec.place];
          const communityOwner = spec.place === 'owner' ? viewer : owner;
          const places = facts && spec.place !== 'owner' ? [{ member: viewer, ...facts }] : [];
          const name = spec.isNamedTwice ? `${word} ${second}` : word;
          const { community } = await writeCommunityWorld(t, communityOwner, {
            isPrivate: spec.isPrivate,
            places,
            name,
          });
          made.push({ id: community.id, spec, facts });
        }
        const caller = (facts: MembershipFacts | null): CommunityCaller => ({ memberId: viewer.id, membership: facts });
        const listed = async (query: string) => {
          const response = await callApi(t, viewer, 'GET', `/communities/?${query}`);
          expect(response.statusCode, response.body).toBe(200);
          return response.json<CommunitiesPage>();
        };
        const idsOf = (page: CommunitiesPage) => page.results.map((community) => community.id).sort();
        const expectedIds = (keep: (entry: (typeof made)[number]) => boolean) =>
          made
            .filter(keep)
            .map((entry) => entry.id)
            .sort();

        const all = await listed(`search=${word}`);
        expect(all.count).toBe(made.length);
        expect(idsOf(all)).toEqual(expectedIds(() => true));
        expect(idsOf(await listed(`search=${second.toUpperCase()}`))).toEqual(
          expectedIds((entry) => entry.spec.isNamedTwice),
        );
        const mine = await listed(`mine=true&search=${word}`);
        expect(idsOf(mine)).toEqual(expectedIds((entry) => isOwnCommunity(entry.facts)));

        for (const shown of all.results) {
          const { spec, facts } = made.find((entry) => entry.id === shown.id)!;
          const seesInside = canSeeInside({ isPrivate: spec.isPrivate }, facts);
          expect([shown.id, shown.description !== null, shown.channels.length > 0]).toEqual([
            shown.id,
            seesInside,
            seesInside,
          ]);
          const ownerId = spec.place === 'owner' ? viewer.id : owner.id;
          expect(shown.abilities).toEqual(communityAbilities({ isPrivate: spec.isPrivate, ownerId }, caller(facts)));
          expect(shown.membership?.status ?? null).toBe(facts?.status ?? null);
          const detail = await callApi(t, viewer, 'GET', `/communities/${shown.id}/`);
          expect(detail.json<Community>()).toEqual(shown);
        }
      }),
      { numRuns: 30 },
    );
    // Thirty worlds through HTTP: seconds on a quiet machine, more on a busy one.
  }, 180_000);
});
