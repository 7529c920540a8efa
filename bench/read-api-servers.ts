// The servers of the read-API benchmark, in a worker thread so that the load generator in the main
// thread does not share their event loop: the whole app, and a bare Fastify + pg handler running
// the same SQL. Posts `{appUrl, bareUrl, tokens}` when ready and shuts down on 'stop'.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { startBenchApp } from './bench-app.ts';

const memberCount = 200;

const bench = await startBenchApp();
const { appUrl, databaseUrl } = bench;

const tokens: string[] = [];
for (let i = 0; i < memberCount; i++) {
  const response = await fetch(`${appUrl}/thr/v1/api/signup/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
    body: JSON.stringify({
      email: `member${i}@bench.example`,
      password: 'Travel2026',
      first_name: 'Bench',
      last_name: `Member ${i}`,
      accept_terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  tokens.push(((await response.json()) as { token: string }).token);
}

// The bare baseline: the same two indexed lookups /users/me makes (the live session of the token,
// then the profile with its identity and home city) as prepared statements straight from a pg
// pool, with no layers beyond Fastify.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// Dropping the database at the end ends idle connections; that is not a failure of the run.
pool.on('error', () => {});
const bare = Fastify();
bare.get('/me', async (request, reply) => {
  const token = (request.headers.authorization ?? '').slice('Bearer '.length);
  const session = await pool.query({
    name: 'live_session_by_token',
    text: 'select s.id, s.updated_at, s.user_id from auth_sessions s where s.token = $1 and s.expires_at > $2',
    values: [token, new Date()],
  });
  if (!session.rows[0]) return reply.status(401).send();
  const member = await pool.query({
    name: 'member_profile_by_id',
    text: `select m.*, u.email, u.phone_number, u.phone_number_verified,
                  p.id as place_id, p.name, p.country_code, p.latitude, p.longitude
             from members m
             join auth_users u on u.id = m.id
             left join places p on p.id = m.base_location_id
            where m.id = $1`,
    values: [session.rows[0].user_id],
  });
  return { ...session.rows[0], ...member.rows[0] };
});
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

parentPort!.postMessage({ appUrl, bareUrl, tokens });
parentPort!.once('message', async () => {
  await bare.close();
  await pool.end();
  await bench.close();
  parentPort!.close();
});
