import { randomUUID } from 'node:crypto';
import type { Connection, User } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, createSignedInMember, createTrip, dayFromToday } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every connection call against every state the two sides can be in, through the API: whatever
// the caller does, the other member's choice is theirs (their block above all), and while a block
// stands neither sees the other's profile fields or trips.

let t: TestApp;
beforeAll(async () => {
  // Hundreds of calls from one address in a minute: the global limit is not what this file tests.
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
type Level = 'general' | 'close' | 'block' | null;
type Call =
  | { method: 'POST'; body: { type: 'general' | 'close' | 'block' } }
  | { method: 'PUT'; body: { type: 'general' | 'close' | 'block' } | { status: 'active' } }
  | { method: 'DELETE' };

const call = (...request: ApiCall) => callApi(t, ...request);
const levels: Level[] = [null, 'general', 'close', 'block'];
const chosen = ['general', 'close', 'block'] as const;
const calls: Call[] = [
  ...chosen.map((type) => ({ method: 'POST', body: { type } }) as const),
  ...chosen.map((type) => ({ method: 'PUT', body: { type } }) as const),
  { method: 'PUT', body: { status: 'active' } },
  { method: 'DELETE' },
];

async function choose(from: Member, to: Member, type: 'general' | 'close' | 'block') {
  const response = await call(from, 'POST', '/connections/', { receiver: to.id, type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Connection>().id;
}

/**
 * Brings the pair to `mine` (how the caller holds the other) and `theirs`, through the API: blocks
 * first, since a block wipes the other's level; a member holding a level beside the other's block
 * blocked back and lifted their own block to that level. Returns the connection's id.
 */
async function reach(caller: Member, other: Member, mine: Level, theirs: Level) {
  let id: string | undefined;
  if (mine === 'block' || (theirs === 'block' && mine !== null)) id = await choose(caller, other, 'block');
  if (theirs === 'block' || (mine === 'block' && theirs !== null)) id = await choose(other, caller, 'block');
  if (mine === 'general' || mine === 'close') id = await choose(caller, other, mine);
  if (theirs === 'general' || theirs === 'close') id = await choose(other, caller, theirs);
  return id;
}

/** What the call should do, read from the rules rather than the code: the refusal, or both levels after. */
function expectedOutcome(call: Call, mine: Level, theirs: Level) {
  const isNone = mine === null && theirs === null;
  const isHidden = theirs === 'block' && mine !== 'block';
  if (call.method === 'POST' && isHidden && call.body.type !== 'block') return { refusal: 'forbidden' } as const;
  if (call.method !== 'POST' && (isNone || isHidden)) return { refusal: 'connection.not_found' } as const;
  if (call.method === 'PUT' && 'status' in call.body && (mine === 'general' || mine === 'close') && theirs === null) {
    return { refusal: 'connection.not_asked' } as const;
  }
  if (call.method === 'DELETE') return { mine: null, theirs: theirs === 'block' ? 'block' : null } as const;
  const level = 'type' in call.body ? call.body.type : (mine ?? 'general');
  // A new block wipes the other's level, so lifting it later asks them afresh; their block stays.
  const isNewBlock = level === 'block' && mine !== 'block';
  return { mine: level, theirs: isNewBlock && theirs !== 'block' ? null : theirs };
}

/** The connection as its holder should see it: hidden by the other's block, absent when neither holds a level. */
function asView(holderLevel: Level, heldAt: Level) {
  if (holderLevel === null && heldAt === null) return null;
  if (heldAt === 'block' && holderLevel !== 'block') return null;
  return expect.objectContaining({ type: holderLevel ?? 'public' });
}

const profileAs = async (viewer: Member, member: Member) => {
  const response = await call(viewer, 'GET', `/users/${member.id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<User>();
};

const describeLevel = (level: Level) => level ?? 'nothing';
const describeCall = (request: Call) =>
  `${request.method}${'body' in request ? ` ${JSON.stringify(request.body)}` : ''}`;

describe.concurrent('every connection call leaves the other side its own choice', () => {
  for (const mine of levels) {
    for (const theirs of levels) {
      for (const request of calls) {
        const name = `${describeCall(request)} by a member holding ${describeLevel(mine)} while held at ${describeLevel(theirs)}`;
        it(name, async ({ expect }) => {
          const caller = await createSignedInMember(t, { firstName: 'Carl', lastName: 'Caller' });
          const other = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Other' });
          await call(other, 'PUT', `/users/${other.id}/`, { visibility: { location: 'public' } });
          await createTrip(t, other, { arrival_datetime: dayFromToday(t, 0), departure_datetime: dayFromToday(t, 3) });
          const id = (await reach(caller, other, mine, theirs)) ?? randomUUID();

          const response =
            request.method === 'POST'
              ? await call(caller, 'POST', '/connections/', { receiver: other.id, ...request.body })
              : await call(caller, request.method, `/connections/${id}/`, 'body' in request ? request.body : undefined);

          const outcome = expectedOutcome(request, mine, theirs);
          if ('refusal' in outcome) {
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            expect(response.json()).toMatchObject({ code: outcome.refusal, message: expect.any(String) });
          } else {
            expect(response.statusCode, response.body).toBeLessThan(300);
          }
          const after = 'refusal' in outcome ? { mine, theirs } : outcome;

          const otherSees = await profileAs(other, caller);
          const callerSees = await profileAs(caller, other);
          expect(otherSees.connection).toEqual(asView(after.theirs, after.mine));
          expect(callerSees.connection).toEqual(asView(after.mine, after.theirs));

          const trips = await call(caller, 'GET', `/trips/?user=${other.id}`);
          expect(trips.statusCode, trips.body).toBe(200);
          if (after.mine === 'block' || after.theirs === 'block') {
            expect(callerSees).toMatchObject({ last_name: null, today_location: null, base_location: null });
            expect(otherSees).toMatchObject({ last_name: null });
            expect(trips.json()).toMatchObject({ count: 0 });
          } else {
            // Without a block the same reads show the fields and the public trip under way.
            expect(callerSees.last_name).toBe('Other');
            expect(callerSees.today_location).not.toBeNull();
            expect(trips.json()).toMatchObject({ count: 1 });
          }
        });
      }
    }
  }
});
