import type { VisibilityLevel } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, dayFromToday } from '../../test/factories.ts';
import { createMemberLivingIn, postTrip } from '../../test/member-presences.ts';
import * as places from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findWhereaboutsOf } from './index.ts';

/**
 * `findWhereaboutsOf` is how a community's member list asks who is where in a period: by the
 * rules of crossings inside a community (public trips, home cities the viewer may see, no blocks).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; token: string };
const call = (...request: ApiCall) => callApi(t, ...request);
const day = (offset: number) => dayFromToday(t, offset);

async function ok(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const member = (name: string, home: number | null, homeVisibility?: VisibilityLevel) =>
  createMemberLivingIn(t, name, home, homeVisibility);

const trip = (owner: Member, place: number, from: number, to: number, fields: object = {}) =>
  postTrip(t, owner, place, from, to, fields);

const whereabouts = async (viewer: Member, others: Member[], filter: Parameters<typeof findWhereaboutsOf>[3]) => {
  const found = await findWhereaboutsOf(
    t.context,
    viewer.id,
    others.map((other) => other.id),
    filter,
  );
  return new Map([...found].map(([id, where]) => [id, [where.kind, where.location.id, where.trip_id]]));
};

describe('findWhereaboutsOf', () => {
  it('places each member by their first public trip in the period, else their home city when the viewer may see it', async () => {
    const ana = await member('Ana', places.berlin);
    const traveller = await member('Traveller', places.hamburg, 'hidden');
    const local = await member('Local', places.lisbon);
    const hiddenHome = await member('Hidden', places.lisbon, 'hidden');
    const networkTrip = await member('Network', null);
    const early = await trip(traveller, places.lisbon, 5, 8);
    await trip(traveller, places.porto, 9, 10);
    await trip(networkTrip, places.lisbon, 5, 8, { visibility: 'general-network' });
    await trip(hiddenHome, places.porto, 20, 22);

    const period = { dateGte: day(4), dateLte: day(12) };
    expect(await whereabouts(ana, [traveller, local, hiddenHome, networkTrip], period)).toEqual(
      new Map([
        [traveller.id, ['trip', places.lisbon, early.id]],
        [local.id, ['home', places.lisbon, null]],
      ]),
    );
  });

  it('keeps to a place and its neighbours when given one', async () => {
    const ana = await member('Ana', places.lisbon);
    const potsdamer = await member('Potsdamer', places.potsdam);
    const traveller = await member('Traveller', places.hamburg, 'hidden');
    const visit = await trip(traveller, places.berlin, 6, 7);
    await trip(traveller, places.porto, 2, 3);

    const inBerlin = { dateGte: day(1), dateLte: day(10), locationId: places.berlin };
    expect(await whereabouts(ana, [potsdamer, traveller], inBerlin)).toEqual(
      new Map([
        [potsdamer.id, ['home', places.potsdam, null]],
        [traveller.id, ['trip', places.berlin, visit.id]],
      ]),
    );
    expect(await whereabouts(ana, [potsdamer, traveller], { ...inBerlin, dateLte: day(4) })).toEqual(
      new Map([[potsdamer.id, ['home', places.potsdam, null]]]),
    );
  });

  it('leaves out a trip that excludes the viewer, and anyone blocked either way', async () => {
    const ana = await member('Ana', places.berlin);
    const excluding = await member('Excluding', null);
    const blocked = await member('Blocked', places.lisbon);
    const blocking = await member('Blocking', places.lisbon);
    await trip(excluding, places.lisbon, 2, 3, { visibility_exclusions: [ana.id] });
    await ok(await call(ana, 'POST', '/connections/', { receiver: blocked.id, type: 'block' }));
    await ok(await call(blocking, 'POST', '/connections/', { receiver: ana.id, type: 'block' }));

    expect(await whereabouts(ana, [excluding, blocked, blocking], { dateGte: day(0), dateLte: day(10) })).toEqual(
      new Map(),
    );
  });

  it('shows the viewer every one of their own presences', async () => {
    const ana = await member('Ana', places.berlin, 'hidden');
    const secret = await trip(ana, places.lisbon, 2, 3, { visibility: 'hidden' });
    expect(await whereabouts(ana, [ana], { dateGte: day(2), dateLte: day(2) })).toEqual(
      new Map([[ana.id, ['trip', places.lisbon, secret.id]]]),
    );
  });
});
