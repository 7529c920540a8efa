// The app as `npm start` runs it in production, in a process of its own: on a fresh data folder
// with its embedded PostgreSQL (or DATABASE_URL's server) and the demo members, serving the web
// build. Started the way the browser journeys start it (apps/web/playwright.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '..');
const startLimitMs = 120_000;

async function findFreePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const hasExited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

async function waitUntilReady(url: string, server: ChildProcess, output: () => string) {
  const startedAt = Date.now();
  for (;;) {
    if (hasExited(server)) throw new Error(`the server exited (${server.exitCode ?? server.signalCode}):\n${output()}`);
    if (Date.now() - startedAt > startLimitMs) throw new Error(`the server was not ready in 120 s:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
}

/** `webDistDir`: the web build it serves (apps/web/dist otherwise). */
export async function startProductionServer({
  webDistDir,
  rateLimitMultiplier = 100,
}: {
  webDistDir?: string;
  rateLimitMultiplier?: number;
} = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'here-and-there-lighthouse-'));
  // The embedded PostgreSQL runs as the postgres user, which must be able to enter the folder.
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      // Every run signs in and loads pages from the same address.
      RATE_LIMIT_MULTIPLIER: String(rateLimitMultiplier),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const stop = async () => {
    // SIGTERM lets the server close its connections and stop its embedded PostgreSQL.
    if (!hasExited(server)) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
