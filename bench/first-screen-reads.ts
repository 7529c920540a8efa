// The reads the first screens make (DESIGN §7: every route a first screen calls is prepared and
// takes one round trip where one will do), each under load through the whole app as `npm start`
// runs it with the demo members: the dashboard's member, crossings and notifications badge, and a
// member's page and a community's as a visitor and as a member see them. Each is printed as a
// ratio to `/users/me` in the same run, which `read-api.ts` holds against a bare Fastify + pg handler.
import autocannon from 'autocannon';
import { findPublicCommunityId, findPublicMemberId, signInAsDemoMember } from './demo-members.ts';
import { startProductionServer } from './production-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

// The demo member loads each read tens of thousands of times: the limits would answer 429.
const server = await startProductionServer({ rateLimitMultiplier: 100_000 });
try {
  const token = await signInAsDemoMember(server.url);
  const lucia = await findPublicMemberId(server.url, token);
  const community = await findPublicCommunityId(server.url, token);
  const reads = [
    { name: 'the member (every screen)', path: '/users/me', signedIn: true },
    { name: 'configuration (every screen)', path: '/config/', signedIn: false },
    { name: 'dashboard: crossings', path: '/crossings/', signedIn: true },
    { name: 'dashboard: notifications badge', path: '/notifications/?limit=1', signedIn: true },
    { name: "a member's page, as a visitor", path: `/users/${lucia}/`, signedIn: false },
    { name: "a member's page, as a member", path: `/users/${lucia}/`, signedIn: true },
    { name: "a member's page: their trips", path: `/trips/?user=${lucia}`, signedIn: true },
    { name: 'a community, as a visitor', path: `/communities/${community}/`, signedIn: false },
    { name: 'a community, as a member', path: `/communities/${community}/`, signedIn: true },
  ];

  const load = async (path: string, signedIn: boolean, duration: number) => {
    const url = `${server.url}/thr/v1/api${path}`;
    const result = await autocannon({
      url,
      connections,
      duration,
      headers: signedIn ? { authorization: `Bearer ${token}` } : {},
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };

  const measured: { name: string; rps: number; p50: number; p99: number }[] = [];
  for (const read of reads) {
    await load(read.path, read.signedIn, 2); // warm-up: the JIT and the prepared statements
    measured.push({ name: read.name, ...(await load(read.path, read.signedIn, seconds)) });
  }
  const reference = measured[0]!.rps;
  console.log(`\n${seconds} s each, ${connections} connections, the demo members\n`);
  for (const { name, rps, p50, p99 } of measured) {
    const figures = `${rps.toFixed(0).padStart(6)} req/s   p50 ${String(p50).padStart(3)} ms   p99 ${String(p99).padStart(3)} ms`;
    console.log(`${name.padEnd(34)} ${figures}   ${(rps / reference).toFixed(2)} of /users/me`);
  }
} finally {
  await server.stop();
}
