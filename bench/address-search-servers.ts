// The servers of the address-search benchmark, in a worker thread so that the load generator in
// the main thread does not share their event loop: the whole app on a database with the places
// loaded, and a bare Fastify + pg handler that reads one place by its primary key. Builds the
// query mix from the loaded places, posts `{appUrl, bareUrl, queries, placeIds, loadMs}` when
// ready and shuts down on 'stop'.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { loadPlaces } from '../apps/api/src/modules/locations/index.ts';
import { startBenchApp } from './bench-app.ts';

export type QueryKind = 'popular' | 'rare' | 'accented' | 'alternate' | 'typo';
export interface Query {
  kind: QueryKind;
  q: string;
}

const mixSize = 5_000;
// Shares of the mix: mostly prefixes of names as they are typed, some alternate names and typos.
const shares: [QueryKind, number][] = [
  ['popular', 0.35],
  ['rare', 0.2],
  ['accented', 0.15],
  ['alternate', 0.15],
  ['typo', 0.15],
];

let loadMs = 0;
const bench = await startBenchApp(async (context) => {
  const startedAt = performance.now();
  await loadPlaces(context);
  loadMs = performance.now() - startedAt;
});
const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: 10 });
// pool.end() resolves before its connections have closed; dropping the database at shutdown then
// terminates them, which must not end the process.
pool.on('error', () => {});

const column = async (text: string) => (await pool.query<{ value: string }>(text)).rows.map((row) => row.value);
const popular = await column('select name as value from places order by population desc limit 2000');
const rare = await column('select ascii_name as value from places where id % 50 = 0');
const accented = await column(
  'select name as value from places where name <> ascii_name order by population desc limit 2000',
);
const alternate = await column(
  `select distinct alias as value from place_names
    where alias ~ '^[A-Za-z][A-Za-z ]{3,}$' and population >= 100000 order by 1`,
);

// A seeded generator, so every run fires the same mix.
let seed = 20_261_122;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
/** What someone has typed so far: at least `min` characters of the name. */
const typed = (name: string, min = 1) => name.slice(0, min + Math.floor(random() * (name.length - min + 1)));
/** Two neighbouring letters swapped, past the first one. */
const mistyped = (name: string) => {
  const at = 1 + Math.floor(random() * (name.length - 2));
  return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
};

const queryOf: Record<QueryKind, () => string> = {
  popular: () => typed(pick(popular)),
  rare: () => typed(pick(rare)),
  accented: () => typed(pick(accented), 3),
  alternate: () => typed(pick(alternate), 4),
  typo: () => mistyped(pick(popular.filter((name) => name.length >= 5))),
};
const queries: Query[] = shares.flatMap(([kind, share]) =>
  Array.from({ length: Math.round(mixSize * share) }, () => ({ kind, q: queryOf[kind]() })),
);
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [queries[i], queries[j]] = [queries[j]!, queries[i]!];
}
const placeIds = (await pool.query<{ id: number }>('select id from places where id % 50 = 0')).rows.map(
  (row) => row.id,
);

// The bare baseline: one primary-key lookup as a prepared statement straight from a pg pool.
const bare = Fastify();
bare.get<{ Params: { id: string } }>('/places/:id', async (request) => {
  const { rows } = await pool.query({
    name: 'place_by_id',
    text: 'select * from places where id = $1',
    values: [Number(request.params.id)],
  });
  return rows[0];
});
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

parentPort!.postMessage({ appUrl: bench.appUrl, bareUrl, queries, placeIds, loadMs });
parentPort!.once('message', async () => {
  await bare.close();
  await pool.end();
  await bench.close();
  parentPort!.close();
});
