// The servers of the read-API benchmark, in a worker thread so that the load generator in the main
// thread does not share their event loop: the whole app, and a bare Fastify + pg handler running
// the same SQL. Posts `{appUrl, bareUrl, tokens}` when ready and shuts down on 'stop'.
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { drainOnClose } from '../apps/api/src/platform/draining.ts';
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

// The bare baseline: the one statement /users/me makes (the live session of the token with its
// member, identity, home city and trip under way today) as a prepared statement straight from a pg
// pool, with no layers beyond Fastify.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// Dropping the database at the end ends idle connections; that is not a failure of the run.
pool.on('error', () => {});
const bare = Fastify();
// The load generator stops by dropping its connections, answers still due: let those handlers end first.
drainOnClose(bare);
bare.get('/me', async (request, reply) => {
  const token = (request.headers.authorization ?? '').slice('Bearer '.length);
  const now = new Date();
  const member = await pool.query({
    name: 'member_by_session_token',
    text: `select s.id as session_id, s.updated_at as session_updated_at, m.*, u.email, u.phone_number,
                  u.phone_number_verified, p.id as place_id, p.name, p.country_code, p.latitude, p.longitude, t.*
             from auth_sessions s
             join members m on m.id = s.user_id
             join auth_users u on u.id = m.id
             left join places p on p.id = m.base_location_id
             left join lateral (
                    select t.owner_id, t.status, t.visibility, t.visibility_exclusions, tp.id as trip_place_id,
                           tp.name as trip_place_name, tp.country_code as trip_country_code,
                           tp.latitude as trip_latitude, tp.longitude as trip_longitude
                      from trips t
                      join places tp on tp.id = t.location_id
                     where t.owner_id = m.id and t.status = 'confirmed' and t.arrival_on <= $3 and t.departure_on >= $3
                     order by t.arrival_on desc
                     limit 1) t on true
            where s.token = $1 and s.expires_at > $2`,
    values: [token, now, now.toISOString().slice(0, 10)],
  });
  if (!member.rows[0]) return reply.status(401).send();
  return member.rows[0];
});
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

parentPort!.postMessage({ appUrl, bareUrl, tokens });
parentPort!.once('message', async () => {
  await bare.close();
  await pool.end();
  await bench.close();
  parentPort!.close();
});
