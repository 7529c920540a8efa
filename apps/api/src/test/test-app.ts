import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { queueWorkers } from '../modules/index.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import type { AppContext, Clock } from '../platform/context.ts';
import { connectDatabase } from '../platform/db.ts';
import { EventBus } from '../platform/events.ts';
import type { App } from '../platform/http.ts';
import { startJobs } from '../platform/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailer } from '../platform/mailer.ts';
import { readOutboxEmails, readOutboxTextMessages } from '../platform/outbox.ts';
import { createPushSender } from '../platform/push.ts';
import { createRealtime } from '../platform/realtime-server.ts';
import { createSmsSender } from '../platform/sms.ts';
import { withDatabase } from './global-setup.ts';

/** A clock tests can move. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(milliseconds: number) {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}

export interface TestApp {
  app: App;
  context: AppContext;
  clock: TestClock;
  textMessages(): ReturnType<typeof readOutboxTextMessages>;
  emails(): ReturnType<typeof readOutboxEmails>;
  /**
   * Waits until the jobs of the events published so far have run (notifications are made by them
   * after the response); at once on a node whose workers do not run.
   */
  eventsHandled(): Promise<void>;
  /** Waits until no email or text is left to send (each is sent by a job after the response). */
  deliveriesSent(): Promise<void>;
  /** Stops this node as a process ending would, leaving its database as it is. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** What a test node runs besides the app. */
export interface NodeOptions {
  /** Whether it sends emails, texts and pushes (its delivery worker runs); its jobs are queued either way. */
  isDelivering?: boolean;
  /**
   * Whether it makes what events cause, notifications first (the workers of the durable
   * subscribers run); their jobs are queued either way. Neither this nor `isDelivering`: a node
   * whose process ends right after each commit.
   */
  isHandlingEvents?: boolean;
  /** The certificate of the push services the test runs, which its pushes trust. */
  pushServiceCa?: Buffer;
}

/**
 * The whole app on its own database, cloned from the migrated template (a few tens of ms),
 * with its own data folder for the outboxes. `env` overrides settings as the environment would.
 */
export async function createTestApp(env: Record<string, string> = {}, options: NodeOptions = {}): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const database = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${template}`);
  // A test's database is thrown away at its end: its commits need not wait for the disk.
  await admin.query(`alter database ${database} set synchronous_commit = off`);
  await admin.end();

  const dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: withDatabase(adminUrl, database),
    PUBLIC_URL: 'http://localhost:8080',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Test files (and runs) share one Redis: each app counts its own requests.
    RATE_LIMIT_NAMESPACE: database,
    // A failed delivery is tried again within a second or two, not half a minute.
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    DELIVERY_RETRY_DELAY_MAX_SECONDS: '1',
    JOBS_POLLING_SECONDS: '0.5',
    ...env,
  });
  const node = await startNode(config, options);
  return {
    ...node,
    textMessages: () => readOutboxTextMessages(dataDir),
    emails: () => readOutboxEmails(dataDir),
    eventsHandled: () => (options.isHandlingEvents === false ? Promise.resolve() : waitForEventJobs(node.context)),
    deliveriesSent: () => waitForDeliveries(node.context),
    stop: () => node.close(),
    async close() {
      await node.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls a count (10 s at most) until it is 0; past that, fails naming what is still `what`. */
async function waitUntilNone(context: AppContext, what: string, query: string, values: unknown[] = []) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await context.db.$client.query<{ left: number }>(query, values);
    if (rows[0]!.left === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]!.left} ${what} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until every job of the event bus's durable subscribers has run (created, waiting for a
 * retry or running: not yet), so what the events made, notifications first, is there to read.
 */
export function waitForEventJobs(context: AppContext) {
  return waitUntilNone(
    context,
    'event jobs still to run',
    `select count(*)::int as left from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
    [context.events.durableQueueNames()],
  );
}

/**
 * Waits until no delivery is pending: each email, text or push a request caused (through the
 * events it published) has been sent, refused, or has failed for good, so a test can read the
 * outbox, or find it empty. A job that sent its delivery is still active for the moment pg-boss
 * takes to mark it done after the commit: that is waited for too, so a test may read the jobs'
 * states as well.
 */
export async function waitForDeliveries(context: AppContext) {
  await waitForEventJobs(context);
  await waitUntilNone(
    context,
    'deliveries still pending',
    `select (select count(*)::int from deliveries where state = 'pending')
      + (select count(*)::int from pgboss.job where name = 'deliveries' and state = 'active') as left`,
  );
}

/** One API process: the app and its context on the database and settings of `config`. */
async function startNode(
  config: Config,
  { isDelivering = true, isHandlingEvents = true, pushServiceCa }: NodeOptions = {},
) {
  const log = createLogger(config.logLevel);
  const db = connectDatabase(config.databaseUrl!, 5, log);
  const clock = new TestClock();
  const context: AppContext = {
    config,
    db,
    log,
    clock,
    mailer: createMailer({ ...config.mail, dataDir: config.dataDir, log }),
    sms: createSmsSender({ ...config.sms, dataDir: config.dataDir, log }),
    push: createPushSender({
      vapid: config.webPush,
      fcm: config.fcm,
      apns: config.apns,
      clock,
      log,
      ...(pushServiceCa ? { ca: pushServiceCa } : {}),
    }),
    events: new EventBus(log),
    realtime: createRealtime(config, log),
  };
  const app = await buildApp(context);
  await app.ready();
  // No schedules: a test runs the alert scan when it means to, on its own clock.
  // The app's queue workers send deliveries; the other queues are the durable subscribers'.
  const isDeliveryQueue = (queue: string) => queueWorkers.some((worker) => worker.name === queue);
  const jobs = await startJobs(context, {
    scheduled: [],
    workers: queueWorkers,
    isWorking: (queue) => (isDeliveryQueue(queue) ? isDelivering : isHandlingEvents),
  });
  let closing: Promise<void> | undefined;
  return {
    app,
    context,
    clock,
    close() {
      closing ??= (async () => {
        await app.close();
        await jobs.stop();
        await context.push.close();
        await db.$client.end();
      })();
      return closing;
    },
  };
}

/** Another node of a test app, as a second process behind the load balancer: same database, same settings, same Redis. */
export type TestNode = Awaited<ReturnType<typeof startNode>>;

export function startAnotherNode(t: TestApp, options: NodeOptions = {}): Promise<TestNode> {
  return startNode(t.context.config, options);
}

/**
 * Moves the test app's clock back after each test of the file to where it stood before the first:
 * each test may move it days ahead, and sessions live 30 days of real time.
 */
export function rewindClockAfterEach(app: () => TestApp) {
  let startedAt: number | undefined;
  beforeEach(() => {
    startedAt ??= app().clock.now().getTime();
  });
  afterEach(() => app().clock.advance(startedAt! - app().clock.now().getTime()));
}
