// A synthetic world for the crossings benchmark, generated inside PostgreSQL (DESIGN §7 "What we
// know about the crossings query"): members living in cities drawn with a Zipf law (nearly everyone
// visits a few huge cities), trips of 2–14 days within a year, networks of about 50 people with a
// few members of 500 and 5,000. Every draw is a hash of its name, so the same size gives the same
// world on every machine.
import { type SQL, sql } from 'drizzle-orm';
import { copyMembersToCommunity } from '../apps/api/src/modules/crossings/crossings.repository.ts';
import { presences } from '../apps/api/src/modules/crossings/crossings.table.ts';
import type { Database, Queryable } from '../apps/api/src/platform/db.ts';

export interface WorldSize {
  members: number;
  tripsPerMember: number;
  cities: number;
  /** Connections each ordinary member asks for; about as many more ask them. */
  connectionsAsked: number;
  /** How many members have about 5,000 and about 500 connections. */
  hubs5000: number;
  hubs500: number;
  /** The day the world's trips are planned around (YYYY-MM-DD). */
  today: string;
  /** The crossing radius the neighbourhoods are drawn with (the app's CROSSING_RADIUS_KM). */
  radiusKm: number;
}

/** The world of `members` members that the benchmarks build: about 59 connections each, 110 hubs. */
export function worldSize(members: number): WorldSize {
  return {
    members,
    tripsPerMember: 10,
    cities: Math.min(20_000, Math.max(100, Math.round(members / 50))),
    connectionsAsked: 29,
    hubs5000: 10,
    hubs500: 100,
    today: '2026-06-01',
    radiusKm: 50,
  };
}

/** First names of the world's members: from many languages, some accented, some short. */
export const firstNames = [
  'Ana',
  'Anna',
  'Ann',
  'Bea',
  'Beatriz',
  'Björn',
  'Carlos',
  'Carla',
  'Chloé',
  'Chen',
  'Dan',
  'Daniel',
  'Daniela',
  'Eva',
  'Élise',
  'Emma',
  'Erik',
  'Fatima',
  'Felipe',
  'François',
  'Gabriel',
  'Giulia',
  'Hana',
  'Hans',
  'Ian',
  'Inês',
  'Ivan',
  'Jan',
  'Jana',
  'João',
  'José',
  'Josefina',
  'Jürgen',
  'Kai',
  'Kemal',
  'Lea',
  'Léa',
  'Lee',
  'Liam',
  'Lucía',
  'Lúcia',
  'Luis',
  'Łukasz',
  'Maria',
  'María',
  'Marie',
  'Mark',
  'Marta',
  'Martin',
  'Mateo',
  'Mia',
  'Miguel',
  'Ming',
  'Noah',
  'Noémie',
  'Olga',
  'Omar',
  'Paula',
  'Pedro',
  'Priya',
  'Raúl',
  'Rosa',
  'Sam',
  'Sara',
  'Søren',
  'Sofía',
  'Tom',
  'Tomás',
  'Uma',
  'Víctor',
  'Wei',
  'Yuki',
  'Zoë',
  'Zeynep',
];

/** Last names of the world's members. */
export const lastNames = [
  'Almeida',
  'Andersen',
  'Bauer',
  'Becker',
  'Brown',
  'Castro',
  'Chen',
  'Costa',
  'Dubois',
  'Díaz',
  'Dupont',
  'Fernández',
  'Ferreira',
  'Fischer',
  'García',
  'Gomes',
  'González',
  'Gray',
  'Hansen',
  'Hernández',
  'Ito',
  'Jensen',
  'Johnson',
  'Kim',
  'Kowalski',
  'Lefèvre',
  'Li',
  'Lima',
  'López',
  'Martín',
  'Martínez',
  'Meyer',
  'Moreau',
  'Müller',
  'Nakamura',
  'Nguyen',
  'Nowak',
  'Olsen',
  'Öztürk',
  'Patel',
  'Pereira',
  'Pérez',
  'Petrov',
  'Ramírez',
  'Rossi',
  'Russo',
  'Sánchez',
  'Santos',
  'Schmidt',
  'Schneider',
  'Silva',
  'Smith',
  'Sousa',
  'Suzuki',
  'Svensson',
  'Tanaka',
  'Torres',
  'Wagner',
  'Wang',
  'Weber',
  'Wiśniewski',
  'Yılmaz',
  'Zhang',
  'Ødegaard',
];

/** A text of the lists' names with their letters' accents taken off, as usernames and emails are written. */
export const plainLetters = (text: SQL) =>
  sql`translate(${text}, 'áéíóúàèüöäëïçãõâêôñłśøıÁÉÍÓÚÖØŁ', 'aeiouaeuoaeicaoaeonlsoiAEIOUOOL')`;

/** A member's id in the world: stable, so a run can name "member 7". */
export const memberId = (index: number) => sql`md5('member' || ${index})::uuid`;

const crossingsSteps = ['presences', 'neighbourhoods'];

const steps: { name: string; run: (db: Queryable, size: WorldSize) => Promise<unknown> }[] = [
  {
    name: 'helpers',
    run: (db) =>
      db.execute(sql`
        create or replace function bench_rand(seed text) returns double precision language sql immutable as
          $$ select (hashtextextended(seed, 0) & 9223372036854775807)::double precision / 9223372036854775807 $$;
        -- Rank 1..n with P(rank = k) ~ 1/k (a log-uniform draw): a few cities get most visits.
        create or replace function bench_zipf(seed text, n int) returns int language sql immutable as
          $$ select least(n, greatest(1, floor(power(n + 1, bench_rand(seed)))::int)) $$;
        create or replace function bench_visibility(seed text) returns visibility_level language sql immutable as
          $$ select (case when bench_rand(seed) < 0.6 then 'public' when bench_rand(seed) < 0.85 then 'general-network'
               when bench_rand(seed) < 0.95 then 'close-network' else 'hidden' end)::visibility_level $$;`),
  },
  {
    name: 'cities',
    run: async (db, size) => {
      await db.execute(sql`
        create table bench_cities as
          select row_number() over (order by population desc, id)::int as rank, id as place_id
          from places order by population desc, id limit ${size.cities}`);
      await db.execute(sql`alter table bench_cities add primary key (rank)`);
    },
  },
  {
    name: 'members',
    run: async (db, size) => {
      await db.execute(sql`
        insert into auth_users (id, name, email, email_verified)
        select md5('member' || i)::uuid, 'Member ' || i, 'member' || i || '@bench.invalid', true
        from generate_series(1, ${size.members}) i`);
      // Names drawn from lists of many languages (accents included), so that searching them is
      // searched as members' names are; a third have a username, which names them in full.
      await db.execute(sql`
        insert into members (id, first_name, last_name, username, user_type, onboarded, base_location_id,
          location_visibility, last_name_visibility)
        select md5('member' || i)::uuid, first_name, last_name,
          case when bench_rand('username' || i) < 0.3
            then lower(${plainLetters(sql`first_name || '_' || last_name`)}) || '_' || i end,
          'pro', true,
          (select place_id from bench_cities where rank = bench_zipf('home' || i, ${size.cities})),
          bench_visibility('homevis' || i), bench_visibility('lastvis' || i)
        from generate_series(1, ${size.members}) i,
          lateral (select (${sql.param(firstNames)}::text[])[1 + floor(bench_rand('first' || i) * ${firstNames.length})::int]
            as first_name,
            (${sql.param(lastNames)}::text[])[1 + floor(bench_rand('last' || i) * ${lastNames.length})::int]
            as last_name) drawn`);
    },
  },
  {
    name: 'trips',
    run: (db, size) =>
      db.execute(sql`
        insert into trips (id, owner_id, location_id, arrival_on, departure_on, trip_tz, status, visibility)
        select md5('trip' || i || ':' || k)::uuid, md5('member' || i)::uuid,
          (select place_id from bench_cities
            where rank = case when r = home_rank then r % ${size.cities} + 1 else r end),
          arrival, arrival + 1 + floor(bench_rand('len' || i || ':' || k) * 13)::int,
          'UTC', 'confirmed', bench_visibility('vis' || i || ':' || k)
        from generate_series(1, ${size.members}) i,
          lateral (select bench_zipf('home' || i, ${size.cities}) as home_rank) home,
          generate_series(1, ${size.tripsPerMember}) k,
          lateral (select bench_zipf('city' || i || ':' || k, ${size.cities}) as r,
            ${size.today}::date - 30 + floor(bench_rand('day' || i || ':' || k) * 395)::int as arrival) draw`),
  },
  {
    name: 'connections',
    run: async (db, size) => {
      // Who asks whom: hubs ask thousands, everyone else a few dozen; each pair once, agreed, at
      // general or close on each side.
      await db.execute(sql`
        create table bench_pairs as
        select distinct least(a, b) as a, greatest(a, b) as b from (
          select i as a, 1 + floor(bench_rand('peer' || i || ':' || k) * ${size.members})::int as b
          from generate_series(1, ${size.members}) i,
            generate_series(1, case when i <= ${size.hubs5000} then 5000
              when i <= ${size.hubs5000 + size.hubs500} then 500 else ${size.connectionsAsked} end) k
        ) asked where a <> b`);
      await db.execute(sql`
        insert into connections (member_id, other_id, connection_id, level, other_level, status)
        select md5('member' || me)::uuid, md5('member' || them)::uuid, md5('pair' || a || ':' || b)::uuid,
          (case when bench_rand('level' || me || ':' || them) < 0.3 then 'close' else 'general' end)::connection_level,
          (case when bench_rand('level' || them || ':' || me) < 0.3 then 'close' else 'general' end)::connection_level,
          'active'
        from bench_pairs, lateral (values (a, b), (b, a)) as side(me, them)`);
      await db.execute(sql`drop table bench_pairs`);
    },
  },
  {
    name: 'presences',
    run: async (db) => {
      await db.execute(sql`
        insert into ${presences} (member_id, place_id, starts_on, ends_on, trip_id, visibility, excluded_ids)
        select owner_id, location_id, arrival_on, departure_on, id, visibility, visibility_exclusions
        from trips where status = 'confirmed'`);
      // Home on the days no trip covers: the gaps between each member's trips taken together.
      await db.execute(sql`
        with ordered as (
          select owner_id, arrival_on, departure_on,
            max(departure_on) over (partition by owner_id order by arrival_on, departure_on
              rows between unbounded preceding and 1 preceding) as before
          from trips where status = 'confirmed'
        ),
        gaps as (
          select owner_id, coalesce(before + 1, '-infinity'::date) as starts_on, arrival_on - 1 as ends_on
          from ordered where before is null or arrival_on > before + 1
          union all
          select owner_id, max(departure_on) + 1, 'infinity'::date from ordered group by owner_id
          union all
          select m.id, '-infinity'::date, 'infinity'::date from members m
          where not exists (select 1 from trips t where t.owner_id = m.id and t.status = 'confirmed')
        )
        insert into ${presences} (member_id, place_id, starts_on, ends_on, visibility)
        select gaps.owner_id, m.base_location_id, gaps.starts_on, gaps.ends_on, m.location_visibility
        from gaps join members m on m.id = gaps.owner_id
        where m.base_location_id is not null`);
    },
  },
  {
    name: 'neighbourhoods',
    run: async (db, size) => {
      await db.execute(sql`
        insert into neighbourhood_places (place_id, radius_km) select place_id, ${size.radiusKm} from bench_cities`);
      // A band of latitude first (a degree is 111 km), then the exact distance.
      await db.execute(sql`
        insert into place_neighbours (place_id, neighbour_id)
        select a.id, b.id
        from bench_cities ca join places a on a.id = ca.place_id
        join places b on b.latitude between a.latitude - ${size.radiusKm / 100} and a.latitude + ${size.radiusKm / 100}
        join bench_cities cb on cb.place_id = b.id
        where 12742.0176 * asin(least(1, sqrt(power(sin(radians(b.latitude - a.latitude) / 2), 2)
          + cos(radians(a.latitude)) * cos(radians(b.latitude))
          * power(sin(radians(b.longitude - a.longitude) / 2), 2)))) <= ${size.radiusKm}`);
    },
  },
];

/**
 * Runs bulk writes with foreign-key checks off. The world's rows are consistent by construction
 * (every id comes from the same hash of an index), and checking tens of millions of keys one row
 * at a time takes as long as writing the rows.
 */
export function writeInBulk(db: Database, work: (tx: Queryable) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });
}

/**
 * Runs `work` with the indexes of these tables that no constraint needs dropped, and builds them
 * again afterwards from their own definitions. Building an index once over millions of rows is
 * many times faster than inserting each row into it: with the indexes in place, the connections of
 * a million members took an hour.
 */
export async function withoutSecondaryIndexes(
  db: Database,
  tables: readonly string[],
  work: () => Promise<unknown>,
  onIndexed: (ms: number) => void,
) {
  const indexes = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes i
    where schemaname = 'public' and tablename in ${tables}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index "${index.name}"`));
  await work();
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
  });
  onIndexed(performance.now() - started);
}

/**
 * Builds the world step by step into an empty, migrated database (places loaded), timing each;
 * the crossings themselves are written by the product's own code afterwards.
 */
export async function generateWorld(
  db: Database,
  size: WorldSize,
  onStep: (name: string, ms: number) => void,
  { withPresences = true } = {},
) {
  // Search needs no presences nor neighbourhoods: their steps are the crossings' alone.
  const needed = withPresences ? steps : steps.filter((step) => !crossingsSteps.includes(step.name));
  await withoutSecondaryIndexes(
    db,
    ['members', 'trips', 'connections', 'presences'],
    async () => {
      for (const step of needed) {
        const started = performance.now();
        await writeInBulk(db, (tx) => step.run(tx, size));
        onStep(step.name, performance.now() - started);
      }
    },
    (ms) => onStep('indexes', ms),
  );
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  onStep('analyse', performance.now() - started);
}

/** The benchmark's community: its handle, and how many members it has. */
export const benchCommunity = { handle: 'bench_travellers', members: 10_000 };

/**
 * A community of `benchCommunity.members` members drawn from the whole world (a hash of each id
 * orders them; the first is its owner), added once to a world kept between runs. Returns its id
 * and its members in that order.
 */
export async function addCommunity(db: Database) {
  const drawn = sql`select id from members order by md5('community' || id::text) limit ${benchCommunity.members}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into communities (handle, name, description, owner_id, members_count)
      select ${benchCommunity.handle}, 'Bench travellers', 'Everyone the benchmark measures', id, ${benchCommunity.members}
      from (${drawn}) drawn
      order by md5('community' || id::text) limit 1
      on conflict (handle) do nothing`);
    await tx.execute(sql`
      insert into community_members (community_id, member_id, role, status)
      select c.id, drawn.id, case when drawn.id = c.owner_id then 'admin' else 'member' end::community_role, 'active'
      from communities c, (${drawn}) drawn
      where c.handle = ${benchCommunity.handle}
      on conflict do nothing`);
  });
  const community = await db.execute<{ id: string }>(
    sql`select id from communities where handle = ${benchCommunity.handle}`,
  );
  const id = community.rows[0]!.id;
  const memberIds = (await db.execute<{ id: string }>(drawn)).rows.map((row) => row.id);
  // The members' presences in the community's copy, as their joining would have put them.
  await copyMembersToCommunity(db, id, memberIds);
  await db.execute(sql`analyze communities, community_members, community_presences`);
  return { id, memberIds };
}
