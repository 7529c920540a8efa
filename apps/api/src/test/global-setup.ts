import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadPlaces } from '../modules/locations/index.ts';
import { connectDatabase, migrateDatabase } from '../platform/db.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../platform/embedded-postgres.ts';
import { prepareJobTables } from '../platform/jobs.ts';
import { createLogger } from '../platform/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * Starts one PostgreSQL for the whole run (the machine's when DATABASE_URL is set, else an
 * embedded one on a fresh port) and migrates a template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: RunningPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-test-'));
    // The server runs as the postgres user, which must be able to enter the folder.
    await chmod(dataDir, 0o755);
    // A cluster thrown away at the end of the run: nothing it writes needs to reach the disk.
    embedded = await startEmbeddedPostgres(dataDir, createLogger('warn'), { fsync: 'off', full_page_writes: 'off' });
    adminUrl = embedded.url;
  }
  const templateDatabase = `template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDatabase}`);
  const templateDb = connectDatabase(withDatabase(adminUrl, templateDatabase), 1);
  await migrateDatabase(templateDb);
  // Every test database starts with the real places, as a started app has them.
  await loadPlaces({ db: templateDb, log: createLogger(process.env.LOG_LEVEL ?? 'warn') });
  // And with the job queue's tables, which a started app would otherwise create in each.
  await prepareJobTables(templateDb);
  await templateDb.$client.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${templateDatabase}_%`, templateDatabase],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
