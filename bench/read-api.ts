// Authenticated read API under load (DESIGN §7): `GET /thr/v1/api/users/me` through the whole app
// against a bare Fastify + pg handler that runs the same SQL, both measured in this run on this
// machine, so the ratio means something whatever the hardware. The servers run in a worker thread.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

const servers = new Worker(new URL('./read-api-servers.ts', import.meta.url));
const [{ appUrl, bareUrl, tokens }] = (await once(servers, 'message')) as [
  { appUrl: string; bareUrl: string; tokens: string[] },
];

async function load(url: string) {
  let next = 0;
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % tokens.length;
          sent += 1;
          // A new forwarded address per request keeps every simulated client under the per-address limit.
          const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
          const headers = { authorization: `Bearer ${tokens[next]}`, 'x-forwarded-for': address };
          return { ...request, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

await load(`${bareUrl}/me`); // warm both up so neither pays for the JIT in its measurement
await load(`${appUrl}/thr/v1/api/users/me`);
const baseline = await load(`${bareUrl}/me`);
const measured = await load(`${appUrl}/thr/v1/api/users/me`);

const row = (name: string, r: typeof baseline) =>
  `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
console.log(`\n${seconds} s each, ${connections} connections, ${tokens.length} members\n`);
console.log(row('bare Fastify + pg (baseline)', baseline));
console.log(row('GET /thr/v1/api/users/me', measured));
console.log(
  `\nratio to baseline: ${(measured.rps / baseline.rps).toFixed(2)} (budget ≥ 0.50, ≥ 3,000 req/s, p99 ≤ 40 ms)`,
);

servers.postMessage('stop');
await once(servers, 'exit');
