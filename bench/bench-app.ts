// The whole app for a benchmark: in a database of its own on the embedded PostgreSQL (or on
// DATABASE_URL's server), migrated, listening on a free port, each forwarded address counted as a
// client of its own so that per-address rate limits apply per simulated client.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { queueWorkers } from '../apps/api/src/modules/index.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { type AppContext, systemClock } from '../apps/api/src/platform/context.ts';
import { connectDatabase, migrateDatabase } from '../apps/api/src/platform/db.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';
import { EventBus } from '../apps/api/src/platform/events.ts';
import { type QueueWorker, startJobs } from '../apps/api/src/platform/jobs.ts';
import { createLogger } from '../apps/api/src/platform/logger.ts';
import { createMailer } from '../apps/api/src/platform/mailer.ts';
import { createPushSender } from '../apps/api/src/platform/push.ts';
import { createRealtime } from '../apps/api/src/platform/realtime-server.ts';
import { createSmsSender } from '../apps/api/src/platform/sms.ts';

/**
 * Starts the app; `prepare` runs on the migrated database before it listens; `env` overrides
 * settings; `baselineWorkers` run beside the app's, for a baseline measured on the same queue.
 */
export async function startBenchApp(
  prepare: (context: AppContext) => Promise<void> = async () => {},
  env: Record<string, string> = {},
  baselineWorkers: readonly QueueWorker<never>[] = [],
) {
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
    TRUST_PROXY: 'true',
    ...env,
  });
  const db = connectDatabase(databaseUrl, 10);
  await migrateDatabase(db);
  const context: AppContext = {
    config,
    db,
    log,
    clock: systemClock,
    mailer: createMailer({ ...config.mail, dataDir, log }),
    sms: createSmsSender({ ...config.sms, dataDir, log }),
    push: createPushSender({ vapid: config.webPush, fcm: config.fcm, apns: config.apns, clock: systemClock, log }),
    events: new EventBus(log),
    realtime: createRealtime(config, log),
  };
  // As the server: the modules subscribe as the app is built, and the queue starts after them,
  // with a worker for each durable subscriber's queue; notifications are made by those jobs and
  // enqueue their emails and texts in their own transactions. The schedules stay off, so nothing
  // but the benchmark's load runs.
  const app = await buildApp(context);
  const jobs = await startJobs(context, { scheduled: [], workers: [...queueWorkers, ...baselineWorkers] });
  await prepare(context);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    appUrl,
    databaseUrl,
    context,
    async close() {
      await app.close();
      await jobs.stop();
      await context.push.close();
      await db.$client.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
      await embedded?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
