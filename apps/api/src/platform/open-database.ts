import type { Config } from './config.ts';
import { connectDatabase, type Database, migrateDatabase } from './db.ts';
import { type RunningPostgres, runningEmbeddedPostgresUrl, startEmbeddedPostgres } from './embedded-postgres.ts';
import type { Logger } from './logger.ts';

export interface OpenDatabase {
  db: Database;
  /** Closes the pool and stops the embedded server, if one was started. */
  close(): Promise<void>;
}

/**
 * The app's database, migrated: DATABASE_URL when set, else the embedded PostgreSQL under
 * DATA_DIR. Shared by `main.ts` and the operator scripts so they always open the same data.
 * With `shareRunningServer` (the scripts), an embedded server that a running app already
 * started is used as it is and left running; the app itself stops such a server as an orphan.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { shareRunningServer?: boolean } = {},
): Promise<OpenDatabase> {
  const runningUrl =
    !config.databaseUrl && options.shareRunningServer ? runningEmbeddedPostgresUrl(config.dataDir) : undefined;
  let embedded: RunningPostgres | undefined;
  if (!config.databaseUrl && !runningUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
  const db = connectDatabase(config.databaseUrl ?? runningUrl ?? embedded!.url, 10, log);
  const close = async () => {
    await db.$client.end().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    await migrateDatabase(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}
