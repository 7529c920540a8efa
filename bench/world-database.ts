// The database a benchmark keeps its synthetic world in, between runs: on the embedded PostgreSQL
// under `.data/bench` (or DATABASE_URL's server), built again only when missing, or when its build
// was stopped before the end.
import { mkdir } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectDatabase, migrateDatabase } from '../apps/api/src/platform/db.ts';
import { startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';
import type { Logger } from '../apps/api/src/platform/logger.ts';

/**
 * Opens (creating it when needed) the world database `name`, migrated. `isNew` tells the caller to
 * build the world, then call `markComplete`; a world found without that mark is dropped first.
 */
export async function openWorldDatabase(name: string, log: Logger) {
  const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.data/bench');
  await mkdir(dataDir, { recursive: true });
  // A quarter of the memory for PostgreSQL's own cache, as a database server would be set up; with
  // the embedded default (128 MB) most pages of a large world come through the operating system.
  // Room for the write-ahead log of a world's build, too: with the default 1 GB, building a
  // million members checkpointed every few seconds, writing each page in full again after each.
  const settings = {
    shared_buffers: `${Math.floor(totalmem() / 4 / 2 ** 20)}MB`,
    max_wal_size: '16GB',
    checkpoint_timeout: '30min',
  };
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, log, settings);
  const serverUrl = process.env.DATABASE_URL ?? embedded!.url;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

  /** Whether the world's build got to its end: one stopped halfway is built again from the start. */
  async function isWorldComplete() {
    const world = new pg.Client({ connectionString: databaseUrl });
    await world.connect();
    const marker = await world.query("select to_regclass('bench_world_complete') is not null as complete");
    await world.end();
    return marker.rows[0].complete === true;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (exists && !(await isWorldComplete())) {
    await admin.query(`drop database ${name}`);
    exists = false;
  }
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();

  const db = connectDatabase(databaseUrl, 4, log);
  // A world kept from an earlier run gets the migrations added since.
  await migrateDatabase(db);
  return {
    db,
    dataDir,
    databaseUrl,
    isNew: !exists,
    markComplete: () => db.execute(sql`create table bench_world_complete ()`),
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
