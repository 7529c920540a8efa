import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlin, hamburg, potsdam } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The trips of large networks that PostgreSQL keeps by place (migration 0027) must be, after any
 * writes of trips, connections, contacts and members, exactly those a plain reading of DESIGN §5
 * gives: the model below. Networks are large here from two people (the member and one more), so
 * that random writes make them grow and shrink. The writes are SQL statements, one or many rows
 * each: the triggers under test keep the tables whichever code writes, the app's or a bulk load.
 */

let t: TestApp;
let session: pg.Client;
/** A second writer, for the writes that race. */
let other: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  [session, other] = await Promise.all([openSession(), openSession()]);
});
afterAll(async () => {
  await Promise.all([session.end(), other.end()]);
  await t.close();
});

async function openSession() {
  const client = new pg.Client({ connectionString: t.context.config.databaseUrl });
  await client.connect();
  await client.query(`set here_and_there.large_network_size = ${largeNetworkSize}`);
  return client;
}

const largeNetworkSize = 2;
const memberCount = 5;
const places = [berlin, potsdam, hamburg] as const;
type Level = 'general' | 'close';
type ContactType = 'hidden' | Level;

type Write =
  | { kind: 'saveTrips'; owner: number; trips: { place: number; day: number }[] }
  | { kind: 'moveTrip'; trip: number; place: number; day: number }
  | { kind: 'deleteTrip'; trip: number }
  | {
      kind: 'connect';
      a: number;
      b: number;
      status: 'pending' | 'active';
      aHolds: Level | 'block';
      bHolds: Level | null;
    }
  | { kind: 'disconnect'; a: number; b: number }
  | { kind: 'connectMany'; a: number; others: number[] }
  | { kind: 'addContact'; owner: number; linked: number | null; type: ContactType }
  | { kind: 'changeContact'; contact: number; linked: number | null; type: ContactType }
  | { kind: 'deleteContact'; contact: number }
  | { kind: 'deleteMember'; member: number };

const member = fc.nat(memberCount - 1);
const place = fc.constantFrom(...places);
const day = fc.nat(30);
const contactType = fc.constantFrom<ContactType>('hidden', 'general', 'close');
const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('saveTrips' as const),
      owner: member,
      trips: fc.array(fc.record({ place, day }), { minLength: 1, maxLength: 3 }),
    }),
  },
  fc.record({ kind: fc.constant('moveTrip' as const), trip: fc.nat(8), place, day }),
  fc.record({ kind: fc.constant('deleteTrip' as const), trip: fc.nat(8) }),
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('connect' as const),
      a: member,
      b: member,
      status: fc.constantFrom('pending' as const, 'active' as const),
      aHolds: fc.constantFrom<Level | 'block'>('general', 'close', 'block'),
      bHolds: fc.constantFrom<Level | null>('general', 'close', null),
    }),
  },
  fc.record({ kind: fc.constant('disconnect' as const), a: member, b: member }),
  fc.record({
    kind: fc.constant('connectMany' as const),
    a: member,
    others: fc.uniqueArray(member, { maxLength: memberCount }),
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addContact' as const),
      owner: member,
      linked: fc.option(member, { nil: null }),
      type: contactType,
    }),
  },
  fc.record({
    kind: fc.constant('changeContact' as const),
    contact: fc.nat(5),
    linked: fc.option(member, { nil: null }),
    type: contactType,
  }),
  fc.record({ kind: fc.constant('deleteContact' as const), contact: fc.nat(5) }),
  fc.record({ kind: fc.constant('deleteMember' as const), member }),
);

/** The world as written, and what DESIGN §5 says of it. */
class World {
  readonly members: string[] = Array.from({ length: memberCount }, () => randomUUID());
  readonly deleted = new Set<string>();
  /** `${member}>${other}`: how the member holds the other, and the connection's state on their side. */
  readonly connections = new Map<string, { status: string; level: string | null }>();
  readonly contacts: { id: string; owner: string; linked: string | null; type: ContactType }[] = [];
  readonly trips: { id: string; owner: string; place: number; departure: string }[] = [];

  isAlive = (id: string) => !this.deleted.has(id);

  /** The people a member chose: themselves, connections they hold at general or close, agreed, and contacts so sorted. */
  chosenBy(viewer: string) {
    const chosen = new Set([viewer]);
    for (const [pair, { status, level }] of this.connections) {
      const [from, to] = pair.split('>') as [string, string];
      if (from === viewer && status === 'active' && (level === 'general' || level === 'close')) chosen.add(to);
    }
    for (const contact of this.contacts) {
      if (contact.owner === viewer && contact.linked && contact.type !== 'hidden') chosen.add(contact.linked);
    }
    return chosen;
  }

  largeNetworks() {
    return this.members.filter((id) => this.isAlive(id) && this.chosenBy(id).size >= largeNetworkSize).sort();
  }

  networkTrips() {
    return this.largeNetworks()
      .flatMap((viewer) => {
        const chosen = this.chosenBy(viewer);
        return this.trips
          .filter((trip) => chosen.has(trip.owner))
          .map((trip) => `${viewer} ${trip.id} ${trip.place} ${trip.departure}`);
      })
      .sort();
  }

  forget(id: string) {
    this.deleted.add(id);
    for (const pair of [...this.connections.keys()]) if (pair.split('>').includes(id)) this.connections.delete(pair);
    for (let i = this.trips.length - 1; i >= 0; i--) if (this.trips[i]!.owner === id) this.trips.splice(i, 1);
    for (let i = this.contacts.length - 1; i >= 0; i--) if (this.contacts[i]!.owner === id) this.contacts.splice(i, 1);
    for (const contact of this.contacts) if (contact.linked === id) contact.linked = null;
  }
}

const dayOf = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);

async function createMembers(world: World) {
  await session.query(
    `with made as (select unnest($1::uuid[]) as id),
      identities as (insert into auth_users (id, name, email, email_verified)
        select id, 'Member', 'member-' || id || '@example.com', true from made)
    insert into members (id, first_name, last_name) select id, 'Member', 'Lima' from made`,
    [world.members],
  );
}

/** Writes one change in one statement, as the app would, and into the model; a write the world has no room for is passed over. */
async function apply(world: World, change: Write) {
  const id = (index: number) => world.members[index]!;
  switch (change.kind) {
    case 'saveTrips': {
      if (!world.isAlive(id(change.owner))) return;
      const saved = change.trips.map(({ place, day }) => ({
        id: randomUUID(),
        owner: id(change.owner),
        place,
        departure: dayOf(day),
      }));
      await session.query(
        `insert into trips (id, owner_id, location_id, arrival_on, departure_on, trip_tz)
        select trip.id, $2, trip.place, trip.departure, trip.departure, 'UTC'
        from unnest($1::uuid[], $3::int[], $4::date[]) as trip(id, place, departure)`,
        [
          saved.map((trip) => trip.id),
          id(change.owner),
          saved.map((trip) => trip.place),
          saved.map((trip) => trip.departure),
        ],
      );
      world.trips.push(...saved);
      return;
    }
    case 'moveTrip': {
      const trip = world.trips[change.trip];
      if (!trip) return;
      const departure = dayOf(change.day);
      await session.query('update trips set location_id = $2, arrival_on = $3, departure_on = $3 where id = $1', [
        trip.id,
        change.place,
        departure,
      ]);
      Object.assign(trip, { place: change.place, departure });
      return;
    }
    case 'deleteTrip': {
      const [trip] = world.trips.splice(change.trip, 1);
      if (trip) await session.query('delete from trips where id = $1', [trip.id]);
      return;
    }
    case 'connect': {
      const [a, b] = [id(change.a), id(change.b)];
      if (a === b || !world.isAlive(a) || !world.isAlive(b)) return;
      const isActive = change.status === 'active';
      const sides = [
        { from: a, to: b, status: isActive ? 'active' : 'pending_initiator', level: change.aHolds },
        { from: b, to: a, status: isActive ? 'active' : 'pending_receiver', level: change.bHolds },
      ];
      await session.query(
        `insert into connections (member_id, other_id, connection_id, status, level)
        select side.member_id, side.other_id, $5, side.status::connection_status, side.level::connection_level
        from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) as side(member_id, other_id, status, level)
        on conflict (member_id, other_id) do update set status = excluded.status, level = excluded.level`,
        [
          sides.map((s) => s.from),
          sides.map((s) => s.to),
          sides.map((s) => s.status),
          sides.map((s) => s.level),
          randomUUID(),
        ],
      );
      for (const side of sides)
        world.connections.set(`${side.from}>${side.to}`, { status: side.status, level: side.level });
      return;
    }
    case 'disconnect': {
      const [a, b] = [id(change.a), id(change.b)];
      await session.query(
        'delete from connections where (member_id = $1 and other_id = $2) or (member_id = $2 and other_id = $1)',
        [a, b],
      );
      world.connections.delete(`${a}>${b}`);
      world.connections.delete(`${b}>${a}`);
      return;
    }
    case 'connectMany': {
      const a = id(change.a);
      const others = change.others.map(id).filter((other) => other !== a && world.isAlive(other));
      if (!world.isAlive(a) || others.length === 0) return;
      await session.query(
        `with others as (select unnest($2::uuid[]) as id)
        insert into connections (member_id, other_id, connection_id, status, level)
        select $1, id, gen_random_uuid(), 'active'::connection_status, 'general'::connection_level from others
        union all
        select id, $1, gen_random_uuid(), 'active', 'general' from others
        on conflict (member_id, other_id) do update set status = excluded.status, level = excluded.level`,
        [a, others],
      );
      for (const other of others) {
        world.connections.set(`${a}>${other}`, { status: 'active', level: 'general' });
        world.connections.set(`${other}>${a}`, { status: 'active', level: 'general' });
      }
      return;
    }
    case 'addContact': {
      const owner = id(change.owner);
      const linked = change.linked === null ? null : id(change.linked);
      if (!world.isAlive(owner) || (linked && !world.isAlive(linked))) return;
      const contact = { id: randomUUID(), owner, linked, type: change.type };
      await session.query(
        `insert into contacts (id, owner_id, first_name, linked_user_id, connection_type) values ($1, $2, 'Contact', $3, $4)`,
        [contact.id, owner, linked, change.type],
      );
      world.contacts.push(contact);
      return;
    }
    case 'changeContact': {
      const contact = world.contacts[change.contact];
      const linked = change.linked === null ? null : id(change.linked);
      if (!contact || (linked && !world.isAlive(linked))) return;
      await session.query('update contacts set linked_user_id = $2, connection_type = $3 where id = $1', [
        contact.id,
        linked,
        change.type,
      ]);
      Object.assign(contact, { linked, type: change.type });
      return;
    }
    case 'deleteContact': {
      const [contact] = world.contacts.splice(change.contact, 1);
      if (contact) await session.query('delete from contacts where id = $1', [contact.id]);
      return;
    }
    case 'deleteMember': {
      await session.query('delete from members where id = $1', [id(change.member)]);
      world.forget(id(change.member));
      return;
    }
  }
}

async function kept(world: World) {
  const large = await session.query<{ id: string }>(
    'select member_id as id from large_networks where member_id = any($1)',
    [world.members],
  );
  const trips = await session.query<{ row: string }>(
    `select viewer_id || ' ' || trip_id || ' ' || location_id || ' ' || departure_on as row
    from network_trips where viewer_id = any($1)`,
    [world.members],
  );
  return {
    largeNetworks: large.rows.map((row) => row.id).sort(),
    networkTrips: trips.rows.map((row) => row.row).sort(),
  };
}

describe('the trips of large networks, kept by place', () => {
  it('are those of the people each large network chose, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 40, size: 'medium' }), async (writes) => {
        const world = new World();
        await createMembers(world);
        for (const change of writes) {
          await apply(world, change);
          expect(await kept(world)).toEqual({
            largeNetworks: world.largeNetworks(),
            networkTrips: world.networkTrips(),
          });
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('a trip saved while its owner is chosen, in two transactions at once', () => {
  /**
   * Ana's network is large (she chose Ben); Cleo, whose network stays small, is about to be chosen
   * by Ana, and saves a trip.
   */
  async function aboutToChoose() {
    const world = new World();
    await createMembers(world);
    await apply(world, { kind: 'connectMany', a: 0, others: [1] });
    const [ana, cleo] = [world.members[0]!, world.members[2]!];
    const choose = (client: pg.Client) =>
      client.query(
        `insert into connections (member_id, other_id, connection_id, status, level)
        values ($1, $2, $3, 'active', 'general'), ($2, $1, $3, 'active', null)`,
        [ana, cleo, randomUUID()],
      );
    const saveTrip = (client: pg.Client) =>
      client.query(
        `insert into trips (owner_id, location_id, arrival_on, departure_on, trip_tz)
        values ($1, $2, '2027-01-01', '2027-01-02', 'UTC') returning id`,
        [cleo, berlin],
      );
    const isKept = async (trip: pg.QueryResult<{ id: string }>) => {
      const kept = await session.query('select from network_trips where viewer_id = $1 and trip_id = $2', [
        ana,
        trip.rows[0]!.id,
      ]);
      return kept.rowCount === 1;
    };
    return { choose, saveTrip, isKept };
  }

  /** Whether `pending` still waits after a while: blocked on the other transaction. */
  const isWaiting = (pending: Promise<unknown>) =>
    Promise.race([pending.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 300))]);

  it('keeps the trip when the choice commits first', async () => {
    const { choose, saveTrip, isKept } = await aboutToChoose();
    await other.query('begin');
    await choose(other);
    const saving = saveTrip(session);
    expect(await isWaiting(saving)).toBe(true);
    await other.query('commit');
    expect(await isKept(await saving)).toBe(true);
  });

  it('keeps the trip when the trip commits first', async () => {
    const { choose, saveTrip, isKept } = await aboutToChoose();
    await other.query('begin');
    const trip = await saveTrip(other);
    const choosing = choose(session);
    expect(await isWaiting(choosing)).toBe(true);
    await other.query('commit');
    await choosing;
    expect(await isKept(trip)).toBe(true);
  });
});
