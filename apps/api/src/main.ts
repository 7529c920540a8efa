import { type App, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { type AppContext, systemClock } from './platform/context.ts';
import { connectDatabase, migrateDatabase } from './platform/db.ts';
import { type RunningPostgres, startEmbeddedPostgres } from './platform/embedded-postgres.ts';
import { createLogger } from './platform/logger.ts';
import { createMailer } from './platform/mailer.ts';
import { createSmsSender } from './platform/sms.ts';

const startedAt = performance.now();

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Here & There cannot start. ${error.message}`);
  process.exit(1);
}
const log = createLogger(config.logLevel);

let embedded: RunningPostgres | undefined;
if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
const db = connectDatabase(config.databaseUrl ?? embedded!.url);
let app: App | undefined;

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app?.close().catch((error) => log.error({ err: error }, 'closing the HTTP server failed'));
  await db.$client.end().catch(() => undefined);
  await embedded?.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await migrateDatabase(db);
const context: AppContext = {
  config,
  db,
  log,
  clock: systemClock,
  mailer: createMailer({ ...config.mail, dataDir: config.dataDir, log }),
  sms: createSmsSender({ ...config.sms, dataDir: config.dataDir, log }),
};
app = await buildApp(context);
await app.listen({ host: config.host, port: config.port });
log.info({ url: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) }, 'Here & There is serving');
