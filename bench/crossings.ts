// "My crossings", a trip write that updates them, crossings inside a community, and the alert
// scan, on a synthetic world (see crossings-world.ts), against a baseline query over the same data
// in the same run. The world is kept between runs in its own database (rebuilt when its size
// changes); set BENCH_MEMBERS for a smaller one while trying things out.
import { sql } from 'drizzle-orm';
import {
  findCoMemberCrossings,
  findCrossingsOf,
  insertCrossings,
} from '../apps/api/src/modules/crossings/crossings.repository.ts';
import {
  findDueCrossings,
  listCommunityCrossings,
  listCrossings,
  subscribeCrossingsToEvents,
} from '../apps/api/src/modules/crossings/crossings.service.ts';
import { loadPlaces } from '../apps/api/src/modules/locations/index.ts';
import { createTrip, deleteTrip } from '../apps/api/src/modules/trips/trips.service.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { createAppContext } from '../apps/api/src/platform/context.ts';
import { createLogger } from '../apps/api/src/platform/logger.ts';
import { alertLeadDays, communityLimits } from '../packages/contracts/src/constants.ts';
import { addCommunity, generateWorld, withoutSecondaryIndexes, worldSize, writeInBulk } from './crossings-world.ts';
import { percentile, report, time } from './latencies.ts';
import { openWorldDatabase } from './world-database.ts';

const size = worldSize(Number(process.env.BENCH_MEMBERS ?? 1_000_000));
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const writes = Number(process.env.BENCH_WRITES ?? 30);

const log = createLogger('warn');
const world = await openWorldDatabase(`crossings_${size.members}`, log);
const { db, dataDir, databaseUrl } = world;
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
// The world's day is "today" for every query, so a run next year measures the same world.
const context = { ...createAppContext(config, db, log), clock: { now: () => new Date(`${size.today}T12:00:00Z`) } };
subscribeCrossingsToEvents(context);
const rules = { today: size.today, nearMissDays: config.nearMissDays };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
if (world.isNew) {
  console.log(`building a world of ${size.members.toLocaleString('en')} members into crossings_${size.members}…`);
  await loadPlaces({ db, log });
  await generateWorld(db, size, (step, ms) => console.log(`  ${step.padEnd(16)} ${seconds(ms)}`));
  // All crossings of everyone, in batches of viewers, by the product's own statement, two batches
  // at a time (one per core).
  const started = performance.now();
  const batch = 20_000;
  let next = 1;
  const writeBatches = async () => {
    for (let from = next; from <= size.members; from = next) {
      next += batch;
      const ids = await db.execute<{ id: string }>(
        sql`select md5('member' || i)::uuid as id from generate_series(${from}::int, ${Math.min(from + batch - 1, size.members)}::int) i`,
      );
      await writeInBulk(db, (tx) => insertCrossings(tx, { viewerIds: ids.rows.map((row) => row.id) }, rules));
    }
  };
  await withoutSecondaryIndexes(
    db,
    ['crossings'],
    async () => {
      await Promise.all([writeBatches(), writeBatches()]);
      console.log(`  ${'crossings'.padEnd(16)} ${seconds(performance.now() - started)}`);
    },
    (ms) => console.log(`  ${'their indexes'.padEnd(16)} ${seconds(ms)}`),
  );
  await db.execute(sql`vacuum analyze crossings`);
  await world.markComplete();
}

// The world's trips last two days or more; one-day trips were left by a run that did not get to
// delete them (runs before deletes were measured, or one stopped halfway). Deleted the way the app
// does, so that the writes below split home days as they would in the world.
const leftovers = await db.execute<{ id: string; owner_id: string }>(
  sql`select id, owner_id from trips where arrival_on = departure_on`,
);
for (const trip of leftovers.rows) await deleteTrip(context, trip.owner_id, trip.id);
if (leftovers.rows.length > 0) console.log(`deleted ${leftovers.rows.length} trips earlier runs left`);

const counts = await db.execute<{ trips: number; connections: number; crossings: number }>(sql`
  select (select count(*) from trips)::int as trips, (select count(*) from connections)::int as connections,
    (select count(*) from crossings)::int as crossings`);
console.log(
  `world: ${size.members.toLocaleString('en')} members, ${counts.rows[0]!.trips.toLocaleString('en')} trips, ` +
    `${counts.rows[0]!.connections.toLocaleString('en')} connection rows, ${counts.rows[0]!.crossings.toLocaleString('en')} crossings`,
);

/** The members of one class: hubs of 5,000 and 500, and everyone else (about 50). */
async function membersWithAbout(connections: number) {
  const range =
    connections === 5000
      ? [1, size.hubs5000]
      : connections === 500
        ? [size.hubs5000 + 1, size.hubs5000 + size.hubs500]
        : [size.hubs5000 + size.hubs500 + 1, size.hubs5000 + size.hubs500 + 200];
  const rows = await db.execute<{ id: string; connections: number }>(sql`
    select m.id, (select count(*) from connections c where c.member_id = m.id)::int as connections
    from generate_series(${range[0]}::int, ${range[1]}::int) i join members m on m.id = md5('member' || i)::uuid`);
  return rows.rows;
}

const ordinary = await membersWithAbout(50);
const baselineQuery = (id: string) => db.execute(sql`select count(*) from trips where owner_id = ${id}`);
// PostgreSQL starts with an empty cache here; a server that has been running has the pages of the
// members it serves in its cache. Each member measured is read once before the timed samples, so
// that they time the steady state (a first read from the operating system's cache takes 20–90 ms
// at 5,000 connections).
for (const member of ordinary) await baselineQuery(member.id);
const baselineTimings: number[] = [];
for (let i = 0; i < samples; i++)
  baselineTimings.push(await time(() => baselineQuery(ordinary[i % ordinary.length]!.id)));
console.log(`\n${samples} samples a row, one at a time; "my crossings" over the next 90 days, first page of 500`);
const baselineP95 = report("baseline: a member's trips, counted (index)", baselineTimings);

const until = new Date(Date.parse(`${size.today}T00:00:00Z`) + 90 * 86_400_000).toISOString().slice(0, 10);
for (const about of [50, 500, 5000]) {
  const group = about === 50 ? ordinary : await membersWithAbout(about);
  const average = Math.round(group.reduce((sum, member) => sum + member.connections, 0) / group.length);
  const query: number[] = [];
  const useCase: number[] = [];
  for (const { id } of group)
    await listCrossings(context, id, { date_gte: size.today, date_lte: until, limit: 500, offset: 0 });
  for (let i = 0; i < samples; i++) {
    const viewer = group[i % group.length]!.id;
    query.push(
      await time(() => findCrossingsOf(db, viewer, { from: size.today, to: until }, { limit: 500, offset: 0 })),
    );
    useCase.push(
      await time(() =>
        listCrossings(context, viewer, { date_gte: size.today, date_lte: until, limit: 500, offset: 0 }),
      ),
    );
  }
  report(`my crossings, ~${average} connections: query`, query, baselineP95);
  report(`my crossings, ~${average} connections: with members`, useCase, baselineP95);
}

// Crossings inside a community (DESIGN §7: 10,000 members, p95 ≤ 50 ms), computed on read for
// members of it: as the community page asks (no dates: the next 90 days, its first page),
// and "who will be in" the world's largest city over a week. Each member measured is read once
// first, as above.
const community = await addCommunity(db);
const communityViewers = community.memberIds.slice(1, 201);
const [largestCity] = (await db.execute<{ place_id: number }>(sql`select place_id from bench_cities where rank = 1`))
  .rows;
const weekLater = new Date(Date.parse(`${size.today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
const inCommunity = { communityId: community.id, from: size.today, to: until };
// The page's first answer: its first page, "Show more" asking for the next.
const firstPage = { limit: communityLimits.crossingsPage, offset: 0 };
console.log(
  `\ncrossings inside a community of ${community.memberIds.length.toLocaleString('en')} members, for ${communityViewers.length} of them`,
);
const communityCases = [
  {
    name: 'where I will be, 90 days: query',
    run: (viewer: string) => findCoMemberCrossings(db, viewer, inCommunity, rules, firstPage),
  },
  {
    name: 'where I will be, 90 days: with members',
    run: (viewer: string) => listCommunityCrossings(context, viewer, community.id, firstPage),
  },
  {
    name: 'in the largest city for a week: with members',
    run: (viewer: string) =>
      listCommunityCrossings(context, viewer, community.id, {
        location: largestCity!.place_id,
        date_gte: size.today,
        date_lte: weekLater,
        ...firstPage,
      }),
  },
];
for (const { name, run } of communityCases) {
  for (const viewer of communityViewers) await run(viewer);
  const timings: number[] = [];
  const found: number[] = [];
  for (let i = 0; i < samples; i++) {
    timings.push(await time(async () => found.push((await run(communityViewers[i % communityViewers.length]!)).count)));
  }
  report(name, timings, baselineP95);
  console.log(`${''.padEnd(44)} crossings found: p50 ${percentile(found, 50)}, largest ${Math.max(...found)}`);
}

console.log(
  `\n${writes} trip writes a row, each updating the owner's crossings both ways; then the same trips deleted, which gives their days back to the home city`,
);
/** A one-day trip of the member on `offset` days from the world's today, as the API writes it. */
async function writeTrip(memberId: string, offset: number) {
  const [member] = (
    await db.execute<{ id: string; base_location_id: number }>(
      sql`select id, base_location_id from members where id = ${memberId}`,
    )
  ).rows;
  const lisbon = 2267057;
  const destination = member!.base_location_id === lisbon ? 2950159 : lisbon;
  const arrival = new Date(Date.parse(`${size.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return createTrip(
    context,
    { id: member!.id, baseLocationId: member!.base_location_id },
    {
      location: destination,
      arrival_datetime: arrival,
      departure_datetime: arrival,
      visibility: 'public',
      visibility_exclusions: [],
      status: 'confirmed',
      notify: false,
    },
  );
}

for (const about of [50, 500, 5000]) {
  const group = (about === 50 ? ordinary : await membersWithAbout(about)).slice(0, writes);
  // As for the reads: each writer writes and deletes one trip before the timed writes.
  for (const { id } of group) await deleteTrip(context, id, (await writeTrip(id, 9)).id);
  const timings: number[] = [];
  const written: { ownerId: string; tripId: string }[] = [];
  for (let i = 0; i < writes; i++) {
    const ownerId = group[i % group.length]!.id;
    timings.push(
      await time(async () => written.push({ ownerId, tripId: (await writeTrip(ownerId, 10 + (i % 60))).id })),
    );
  }
  report(`trip write with its crossings, ~${about} connections`, timings, baselineP95);
  const deletes: number[] = [];
  for (const { ownerId, tripId } of written) deletes.push(await time(() => deleteTrip(context, ownerId, tripId)));
  report(`trip delete with its crossings, ~${about} connections`, deletes, baselineP95);
}

const scan: number[] = [];
let due = 0;
for (let i = 0; i < 3; i++) {
  scan.push(await time(async () => (due = (await findDueCrossings(db, size.today)).length)));
}
console.log(
  `\nalert scan (crossings due today, lead times up to ${alertLeadDays.max} days): ${due.toLocaleString('en')} crossings, ` +
    `best of 3 ${seconds(Math.min(...scan))}`,
);

await world.close();
