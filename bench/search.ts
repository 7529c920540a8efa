// Search, one section at a time (DESIGN §7: p95 ≤ 30 ms per section at 1,000,000 members), on the
// benchmarks' world (crossings-world.ts) with communities and address books (search-world.ts),
// against a primary-key read in the same run. The world is kept between runs in its own database.
import { sql } from 'drizzle-orm';
import { loadPlaces } from '../apps/api/src/modules/locations/index.ts';
import { createLogger } from '../apps/api/src/platform/logger.ts';
import { generateWorld, worldSize } from './crossings-world.ts';
import { addSearchWorld } from './search-world.ts';
import { openWorldDatabase } from './world-database.ts';

const size = worldSize(Number(process.env.BENCH_MEMBERS ?? 1_000_000));
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
const counts = await db.execute<{ members: number; communities: number; contacts: number }>(sql`
  select (select count(*) from members)::int as members, (select count(*) from communities)::int as communities,
    (select count(*) from contacts)::int as contacts`);
console.log(counts.rows[0]);
await world.close();
