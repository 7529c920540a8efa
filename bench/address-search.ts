// Address search under load (DESIGN §7, budget p95 < 20 ms): `GET /thr/v1/api/address-search/?q=`
// through the whole app with a mix of what people type (prefixes of popular and rare places,
// accented names, alternate names, typos), against a bare Fastify + pg handler reading one place
// by primary key, both measured in this run on this machine. Open model: requests leave at a fixed
// rate whatever the answers do, and each latency counts from when its request was due.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Query, QueryKind } from './address-search-servers.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 100);

const servers = new Worker(new URL('./address-search-servers.ts', import.meta.url));
const [{ appUrl, bareUrl, queries, placeIds, loadMs }] = (await once(servers, 'message')) as [
  { appUrl: string; bareUrl: string; queries: Query[]; placeIds: number[]; loadMs: number },
];

/** Fires `count` requests at `rate` per second; answers each one's latency in ms. */
async function load(count: number, url: (i: number) => string) {
  const latencies: number[] = new Array(count);
  const startedAt = performance.now();
  const requests: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    // A new forwarded address per request keeps every simulated client under the per-address limit.
    const headers = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    requests.push(
      fetch(url(i), { headers }).then(async (response) => {
        if (!response.ok) throw new Error(`${url(i)} answered ${response.status}: ${await response.text()}`);
        await response.arrayBuffer();
        latencies[i] = performance.now() - due;
      }),
    );
  }
  await Promise.all(requests);
  return latencies;
}

function percentiles(latencies: number[]) {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const count = Math.round(seconds * rate);
const searchUrl = (i: number) =>
  `${appUrl}/thr/v1/api/address-search/?q=${encodeURIComponent(queries[i % queries.length]!.q)}`;
const placeUrl = (i: number) => `${bareUrl}/places/${placeIds[i % placeIds.length]}`;

// Warm both up so neither pays for the JIT or cold caches in its measurement.
await load(Math.min(count, rate * 3), placeUrl);
await load(Math.min(count, rate * 3), searchUrl);
const baseline = percentiles(await load(count, placeUrl));
const searchLatencies = await load(count, searchUrl);
const search = percentiles(searchLatencies);

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const row = (name: string, r: typeof baseline) =>
  `${name.padEnd(44)} p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   p99 ${ms(r.p99)}`;
console.log(`\nplaces loaded in ${(loadMs / 1000).toFixed(1)} s`);
console.log(`${seconds} s each at ${rate} req/s (open model), ${queries.length} queries in the mix\n`);
console.log(row('bare Fastify + pg, place by id (baseline)', baseline));
console.log(row('GET /thr/v1/api/address-search/?q=', search));
for (const kind of ['popular', 'rare', 'accented', 'alternate', 'typo'] satisfies QueryKind[]) {
  const ofKind = searchLatencies.filter((_, i) => queries[i % queries.length]!.kind === kind);
  console.log(row(`  ${kind} (${ofKind.length})`, percentiles(ofKind)));
}
console.log(`\np95 ratio to baseline: ${(search.p95 / baseline.p95).toFixed(2)} (budget: address search p95 < 20 ms)`);

servers.postMessage('stop');
await once(servers, 'exit');
