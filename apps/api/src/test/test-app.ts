import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import type { AppContext, Clock } from '../platform/context.ts';
import { connectDatabase } from '../platform/db.ts';
import { EventBus } from '../platform/events.ts';
import type { App } from '../platform/http.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailer } from '../platform/mailer.ts';
import { readOutboxEmails, readOutboxTextMessages } from '../platform/outbox.ts';
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
  close(): Promise<void>;
}

/**
 * The whole app on its own database, cloned from the migrated template (a few tens of ms),
 * with its own data folder for the outboxes. `env` overrides settings as the environment would.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const database = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${template}`);
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
    ...env,
  });
  const node = await startNode(config);
  return {
    ...node,
    textMessages: () => readOutboxTextMessages(dataDir),
    emails: () => readOutboxEmails(dataDir),
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

/** One API process: the app and its context on the database and settings of `config`. */
async function startNode(config: Config) {
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
    events: new EventBus(log),
    realtime: createRealtime(config, log),
  };
  const app = await buildApp(context);
  await app.ready();
  return {
    app,
    context,
    clock,
    async close() {
      await app.close();
      await db.$client.end();
    },
  };
}

/** Another node of a test app, as a second process behind the load balancer: same database, same settings, same Redis. */
export type TestNode = Awaited<ReturnType<typeof startNode>>;

export function startAnotherNode(t: TestApp): Promise<TestNode> {
  return startNode(t.context.config);
}
