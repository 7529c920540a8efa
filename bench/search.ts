// Search, one section at a time (DESIGN §7: p95 ≤ 30 ms per section at 1,000,000 members), on the
// benchmarks' world (crossings-world.ts) with communities and address books (search-world.ts),
// against a primary-key read in the same run. The world is kept between runs in its own database.
import { sql } from 'drizzle-orm';
import { loadPlaces } from '../apps/api/src/modules/locations/index.ts';
import { searchSection } from '../apps/api/src/modules/search/search.service.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { createAppContext } from '../apps/api/src/platform/context.ts';
import { createLogger } from '../apps/api/src/platform/logger.ts';
import { type SearchSection, searchSectionPreview, searchSections } from '../packages/contracts/src/search-sections.ts';
import { generateWorld, worldSize } from './crossings-world.ts';
import { report, time } from './latencies.ts';
import { addSearchWorld } from './search-world.ts';
import { openWorldDatabase } from './world-database.ts';

const size = worldSize(Number(process.env.BENCH_MEMBERS ?? 1_000_000));
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
/** Who searches: the ten hubs of 5,000 connections, 40 of the hubs of 500, and 150 ordinary members. */
const searcherIndexes = [
  ...Array.from({ length: size.hubs5000 }, (_, i) => 1 + i),
  ...Array.from({ length: 40 }, (_, i) => size.hubs5000 + 1 + i),
  ...Array.from({ length: 150 }, (_, i) => size.hubs5000 + size.hubs500 + 1 + i),
];

const log = createLogger('warn');
const world = await openWorldDatabase(`search_${size.members}`, log);
const { db } = world;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
if (world.isNew) {
  console.log(`building a world of ${size.members.toLocaleString('en')} members into search_${size.members}…`);
  await loadPlaces({ db, log });
  await generateWorld(db, size, (step, ms) => console.log(`  ${step.padEnd(16)} ${seconds(ms)}`), {
    withPresences: false,
  });
  const started = performance.now();
  await addSearchWorld(db, size, searcherIndexes);
  console.log(`  ${'search extras'.padEnd(16)} ${seconds(performance.now() - started)}`);
  await world.markComplete();
}
const counts = await db.execute<{ members: number; communities: number; contacts: number; trips: number }>(sql`
  select (select count(*) from members)::int as members, (select count(*) from trips)::int as trips,
    (select count(*) from communities)::int as communities, (select count(*) from contacts)::int as contacts`);
const counted = counts.rows[0]!;
console.log(
  `world: ${counted.members.toLocaleString('en')} members, ${counted.trips.toLocaleString('en')} trips, ` +
    `${counted.communities.toLocaleString('en')} communities, ${counted.contacts.toLocaleString('en')} contacts`,
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: world.dataDir,
  DATABASE_URL: world.databaseUrl,
});
// The world's day is "today" for every query, so a run next year measures the same world.
const context = { ...createAppContext(config, db, log), clock: { now: () => new Date(`${size.today}T12:00:00Z`) } };

/**
 * What members type, per section: the start of a name (as the dialog asks once three characters are
 * in), a full name, an accented one, and a typo; each kind a quarter of the section's samples.
 */
const mix: Record<SearchSection, Record<'prefix' | 'full' | 'accented' | 'typo', string[]>> = {
  users: {
    prefix: ['mar', 'jos', 'ann', 'sch', 'fer', 'kow', 'nak', 'lee', 'tom', 'wag'],
    full: ['maria garcia', 'jose silva', 'emma muller', 'yuki tanaka', 'omar yilmaz', 'anna costa'],
    accented: ['garcía', 'lúcia', 'søren', 'müller', 'łukasz', 'öztürk', 'chloé lefèvre', 'josé'],
    typo: ['garsia', 'mller', 'kowalsky', 'fernandes', 'nakamra', 'wisniewsky', 'petrof', 'hernandes'],
  },
  communities: {
    prefix: ['berl', 'shan', 'hike', 'nom', 'tok', 'coff', 'lond', 'surf'],
    full: ['tokyo nomads', 'london runners', 'paris foodies', 'berlin climbers'],
    accented: ['são paulo', 'méxico', 'köln', 'bogotá'],
    typo: ['shangai', 'londn', 'climbrs', 'photografers'],
  },
  trips: {
    prefix: ['tok', 'lon', 'par', 'new', 'ber', 'shan', 'ist', 'mos'],
    full: ['new york', 'mexico city', 'maria garcia', 'jose silva'],
    accented: ['são paulo', 'bogotá', 'méxico', 'müller'],
    typo: ['garsia', 'kowalsky', 'fernandes', 'tanaca'],
  },
  contacts: {
    prefix: ['mar', 'jos', 'ann', 'sch', 'fer', 'kow'],
    full: ['maria garcia', 'jose silva', 'emma muller'],
    accented: ['garcía', 'lúcia', 'søren', 'müller'],
    typo: ['garsia', 'mller', 'kowalsky', 'fernandes'],
  },
  locations: {
    prefix: ['ber', 'lon', 'san', 'par', 'tok', 'fra', 'mun', 'new'],
    full: ['new york', 'rio de janeiro', 'frankfurt am main', 'los angeles'],
    accented: ['são paulo', 'köln', 'zürich', 'bogotá'],
    typo: ['berln', 'londn', 'muenchen', 'barcelonna'],
  },
};

const searchers = (
  await db.execute<{ id: string }>(
    sql`select md5('member' || i)::uuid as id from unnest(${sql.param(searcherIndexes)}::int[]) i`,
  )
).rows.map((row) => row.id);

// PostgreSQL starts with an empty cache here, where a running server has the pages its members
// use: each searcher and query is run once before the timed samples.
const baselineQuery = (id: string) => db.execute(sql`select * from members where id = ${id}`);
for (const id of searchers) await baselineQuery(id);
const baseline: number[] = [];
for (let i = 0; i < samples; i++) baseline.push(await time(() => baselineQuery(searchers[i % searchers.length]!)));
console.log(
  `\n${samples} samples a row, one at a time, by ${searchers.length} searchers (${size.hubs5000} with ~5,000 connections, 40 with ~500); the dialog's page of ${searchSectionPreview}`,
);
const baselineP95 = report('baseline: a member by primary key', baseline);

for (const section of searchSections) {
  const queries = Object.entries(mix[section]).flatMap(([kind, texts]) => texts.map((q) => ({ kind, q })));
  const run = (i: number) =>
    searchSection[section](context, searchers[i % searchers.length]!, {
      q: queries[i % queries.length]!.q,
      limit: searchSectionPreview,
      offset: 0,
    });
  for (let i = 0; i < Math.max(searchers.length, queries.length); i++) await run(i);
  const timings: number[] = [];
  const byKind = new Map<string, number[]>();
  const byHub: number[] = [];
  for (let i = 0; i < samples; i++) {
    const took = await time(() => run(i));
    timings.push(took);
    const { kind } = queries[i % queries.length]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    if (i % searchers.length < size.hubs5000) byHub.push(took);
  }
  report(`${section}`, timings, baselineP95);
  for (const [kind, kindTimings] of byKind) report(`  ${kind}`, kindTimings);
  report('  by the hubs of 5,000', byHub);
}
await world.close();
