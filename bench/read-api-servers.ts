// The servers of the read-API benchmark, in a worker thread so that the load generator in the main
// thread does not share their event loop: the whole app, and a bare Fastify + pg handler running
// the same SQL. Posts `{appUrl, bareUrl, tokens}` when ready and shuts down on 'stop'.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { systemClock } from '../apps/api/src/platform/context.ts';
import { connectDatabase, migrateDatabase } from '../apps/api/src/platform/db.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';
import { createLogger } from '../apps/api/src/platform/logger.ts';
import { createMailer } from '../apps/api/src/platform/mailer.ts';
import { createSmsSender } from '../apps/api/src/platform/sms.ts';

const memberCount = 200;

const dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-bench-'));
await chmod(dataDir, 0o755);
const log = createLogger('warn');
let embedded: RunningPostgres | undefined;
let serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  embedded = await startEmbeddedPostgres(dataDir, log);
  serverUrl = embedded.url;
}
const database = `bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PORT: '0',
  // Each simulated client comes from its own forwarded address, so per-address limits apply per client.
  TRUST_PROXY: 'true',
});
const db = connectDatabase(databaseUrl, 10);
await migrateDatabase(db);
const app = await buildApp({
  config,
  db,
  log,
  clock: systemClock,
  mailer: createMailer({ ...config.mail, dataDir, log }),
  sms: createSmsSender({ ...config.sms, dataDir, log }),
});
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

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
  await app.close();
  await bare.close();
  await pool.end();
  await db.$client.end();
  await admin.query(`drop database ${database} with (force)`);
  await admin.end();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
  parentPort!.close();
});
