import { createHash } from 'node:crypto';
import type { Placeholder, SQL, SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from './logger.ts';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or an open transaction on it: repositories accept either, so use cases can compose them atomically. */
export type Queryable = Database | Transaction;

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/** A pooled connection to PostgreSQL, wrapped by Drizzle with every table of the app. */
export function connectDatabase(url: string, maxConnections = 10, log?: Logger): Database {
  // Planner costs for solid-state storage, where a random read costs about what a sequential one
  // does. With PostgreSQL's default (4, for spinning disks) a page of 450 members found by id was
  // read by scanning the whole members table in parallel: 21 ms against 3 ms by the primary key.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, options: '-c random_page_cost=1.1' });
  // When the server drops an idle connection (a restart, a terminated backend) the pool discards
  // it and emits 'error'; with no listener that event would end the process.
  pool.on('error', (error) => log?.warn({ err: error }, 'an idle database connection was closed by the server'));
  return drizzle(pool, { schema });
}

/** Applies the committed SQL migrations that have not run yet. */
export async function migrateDatabase(db: Database) {
  await migrate(db, { migrationsFolder });
}

/** For `/readyz`: true when the database answers. */
export async function isDatabaseReady(db: Database) {
  try {
    await db.$client.query('select 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * A query built once per database and kept as a prepared statement: for the hottest reads, where
 * Drizzle building the SQL on every call costs more than PostgreSQL answering it.
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Prepared statements for a list whose optional filters change its SQL: one set for each
 * combination of the filters given (`shape`), built on first use and named after it. Each keeps the
 * plan of its own conditions, where a single statement with `$n is null or …` would share one
 * generic plan between them.
 */
export function preparedByShape<Shape extends Record<string, boolean>, Query>(
  name: string,
  build: (db: Database, shape: Shape, name: string) => Query,
): (db: Database, shape: Shape) => Query {
  const byShape = new Map<string, (db: Database) => Query>();
  return (db, shape) => {
    const statementName = [name, ...Object.keys(shape).filter((filter) => shape[filter])].join('_');
    let statements = byShape.get(statementName);
    if (!statements) {
      statements = preparedQuery((database) => build(database, shape, statementName));
      byShape.set(statementName, statements);
    }
    return statements(db);
  };
}

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wrapped it. */
function errorCodeOf(error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error && 'code' in cause ? cause.code : undefined;
}

/** True when PostgreSQL refused a write for a duplicate in a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodeOf(error) === '23505';
}

/**
 * Runs `work` in a transaction, and again (twice at most) when PostgreSQL ended it to break a
 * deadlock. Writes that rewrite crossings take row locks on the presences of several members, so
 * two connected members saving trips at the same moment can deadlock; one of them then waits its
 * turn instead of failing.
 */
export async function transactionRetryingDeadlocks<T>(db: Database, work: (tx: Transaction) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt === 3 || errorCodeOf(error) !== '40P01') throw error;
    }
  }
}

const dialect = new PgDialect();

/**
 * Runs `query` in a transaction of its own, with `settings` (PostgreSQL settings) for it alone.
 * With `planOnce`, as a prepared statement named after its text: each connection plans it once,
 * for any values (a generic plan), and runs that plan every time after. For large statements that
 * run in a few milliseconds, where planning them again for each call cost as much as running them;
 * only for statements of a few shapes, as each shape's plan stays in each connection's memory.
 */
export async function executeAlone<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
  { settings = {}, planOnce = false }: { settings?: Record<string, string>; planOnce?: boolean },
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const setAll = Object.entries(planOnce ? { ...settings, plan_cache_mode: 'force_generic_plan' } : settings);
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    if (setAll.length > 0) {
      const setters = setAll.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
      await client.query(`select ${setters.join(', ')}`, setAll.flat());
    }
    const name = planOnce ? `planned_${createHash('sha1').update(text).digest('base64url')}` : undefined;
    const result = await client.query<Row>({ name, text, values: params as unknown[] });
    await client.query('commit');
    return result.rows;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** A LIKE pattern for text to be found anywhere: `%`, `_` and `\` typed by a member are letters, not patterns. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `column = any($1::uuid[])`: the ids travel as one array parameter, or fill a prepared statement's
 * placeholder. Drizzle's `inArray` writes a parameter per id, and for a page of hundreds of members
 * PostgreSQL then spends longer planning the statement than running it (measured: 29 ms against
 * 7 ms for 450 profiles).
 */
export const isAnyOf = (column: SQLWrapper, ids: readonly string[] | Placeholder): SQL =>
  sql`${column} = any(${Array.isArray(ids) ? sql.param([...ids]) : ids}::uuid[])`;
