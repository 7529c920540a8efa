import { type App, buildApp } from './app.ts';
import { loadPlaces } from './modules/locations/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createAppContext } from './platform/context.ts';
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

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app?.close().catch((error) => log.error({ err: error }, 'closing the HTTP server failed'));
  await database?.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

database = await openDatabase(config, log);
await loadPlaces({ db: database.db, log });
const context = createAppContext(config, database.db, log);
const demo = config.demoData ? await seedDemoData(context) : undefined;
app = await buildApp(context);
await app.listen({ host: config.host, port: config.port });
log.info({ url: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) }, 'Here & There is serving');
if (demo) {
  console.log(`\nHere & There is running at ${config.publicUrl}`);
  console.log(`Demo sign-in: ${demo.email} / ${demo.password} (phone login: ${demo.phoneNumber})`);
  console.log(`Texts and emails land in ${config.dataDir}/outbox. Stop with Ctrl-C.\n`);
}
