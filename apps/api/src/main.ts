import { buildApp } from './app.ts';
import { applyCrossingRadius } from './modules/crossings/index.ts';
import { sealUnsealedProviderTokens } from './modules/identity/index.ts';
import { queueWorkers, scheduledJobs } from './modules/index.ts';
import { loadPlaces } from './modules/locations/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createAppContext } from './platform/context.ts';
import type { App } from './platform/http.ts';
import { type Jobs, startJobs } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { type OpenDatabase, openDatabase } from './platform/open-database.ts';
import { seedDemoData } from './seed/demo-data.ts';

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

let database: OpenDatabase | undefined;
let app: App | undefined;
let jobs: Jobs | undefined;

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app?.close().catch((error) => log.error({ err: error }, 'closing the HTTP server failed'));
  // Jobs borrow the database's connections: they stop before it closes.
  await jobs?.stop().catch((error) => log.error({ err: error }, 'stopping the jobs failed'));
  await database?.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

database = await openDatabase(config, log);
await loadPlaces({ db: database.db, log });
const context = createAppContext(config, database.db, log);
// Phones of a platform left unconfigured get no pushes at all: said once, so a deployment missing its keys shows.
log.info({ pushTo: context.push.deviceTypes }, 'push platforms on');
// The app's modules subscribe to each other's events as it is built: demo data comes after, so its
// connections and home cities reach the crossings like any member's.
app = await buildApp(context);
await applyCrossingRadius(context);
await sealUnsealedProviderTokens(context);
// Jobs start before the demo data and the first request: a notification enqueues its emails and
// texts in its own transaction, and any a previous run left unsent are taken up now.
jobs = await startJobs(context, { scheduled: scheduledJobs, workers: queueWorkers });
const demo = config.demoData ? await seedDemoData(context) : undefined;
await app.listen({ host: config.host, port: config.port });
log.info({ url: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) }, 'Here & There is serving');
if (demo) {
  console.log(`\nHere & There is running at ${config.publicUrl}`);
  console.log(`Demo sign-in: ${demo.email} / ${demo.password} (phone login: ${demo.phoneNumber})`);
  console.log(`Texts and emails land in ${config.dataDir}/outbox. Stop with Ctrl-C.\n`);
}
