import { gzipSync } from 'node:zlib';
import type { Browser, Response, ViewportSize } from '@playwright/test';
import { signInBrowser } from './members.ts';
import { timeLimit } from './pages.ts';
import { watchPageErrors } from './test.ts';

export interface InitialJs {
  files: number;
  /** The scripts gzipped here, so the budget holds whether or not the server compresses. */
  gzippedBytes: number;
  /** What travelled over the wire: the compressed size when the server compresses, else the raw size. */
  transferredBytes: number;
  /** Scripts the server sent with a `content-encoding`. */
  compressedFiles: number;
  /** Scripts the screen downloads once it is up (see `deferred`), gzipped; not in `gzippedBytes`. */
  deferredGzippedBytes: number;
}

/**
 * DESIGN §7 "maps, chat … load lazily": MapLibre and its worker download once the users map screen
 * is up (its heading, periods and list of people shown), and a signed-in member's socket with the
 * message log once any screen is up (app/layout/unread-counts.ts). They are neither counted in a
 * route's first download nor named in its page.
 */
export const loadedOnceScreenIsUp =
  /\/(PeopleMap|maplibre-gl-worker|socket-connection|conversation-store|chat-caches)-[\w-]+\.m?js$/;

/** How long the network must stay silent before the screen counts as fully started. */
const quietMs = 500;

interface MeasureOptions {
  viewport: ViewportSize;
  /** The session of the member who opens the route, signed in on this device before; none for a visitor. */
  token?: string;
  /** Scripts a screen downloads after it is up and usable, such as the map library: counted apart. */
  deferred?: RegExp;
}

/**
 * Gzipped sizes by script path: a built file's name carries its content's hash, so a script that
 * many routes load is compressed once.
 */
const gzippedSizes = new Map<string, number>();

function gzippedSizeOf(pathname: string, body: Buffer) {
  let size = gzippedSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzippedSizes.set(pathname, size);
  }
  return size;
}

/**
 * Opens `route` in a fresh browser context (empty cache) and adds up every script it downloads
 * until the screen's heading shows and the network has been quiet for half a second: the entry, its
 * preloads and the lazily loaded screen with its parts, but nothing the member does afterwards.
 */
export async function measureInitialJs(
  browser: Browser,
  route: string,
  { viewport, token, deferred }: MeasureOptions,
): Promise<InitialJs> {
  const context = await browser.newContext({ viewport });
  watchPageErrors(context);
  if (token) await signInBrowser(context, { token });
  const page = await context.newPage();
  const scripts: Promise<Omit<InitialJs, 'files' | 'deferredGzippedBytes'> & { isDeferred: boolean }>[] = [];
  const collectScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    scripts.push(
      (async () => {
        const [body, headers] = await Promise.all([response.body(), response.allHeaders()]);
        const isCompressed = !!headers['content-encoding'];
        const length = Number(headers['content-length']);
        return {
          gzippedBytes: gzippedSizeOf(pathname, body),
          transferredBytes: isCompressed && length > 0 ? length : body.length,
          compressedFiles: isCompressed ? 1 : 0,
          isDeferred: !!deferred?.test(pathname),
        };
      })(),
    );
  };
  page.on('response', collectScript);
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(route);
  // Idle network alone can come between the configuration request and the screen's own chunks.
  await page.locator('main h1').first().waitFor();
  // A screen can ask for more of itself after its heading (a tab's content, say): wait until the
  // network has been quiet for half a second.
  const deadline = Date.now() + timeLimit(15_000);
  while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  // A script arriving from here on would still be reading its body when the context closes.
  page.off('response', collectScript);
  const all = await Promise.all(scripts);
  await context.close();
  const measured = all.filter((script) => !script.isDeferred);
  const sum = (pick: (script: (typeof measured)[number]) => number) =>
    measured.reduce((total, script) => total + pick(script), 0);
  return {
    files: measured.length,
    gzippedBytes: sum((script) => script.gzippedBytes),
    transferredBytes: sum((script) => script.transferredBytes),
    compressedFiles: sum((script) => script.compressedFiles),
    deferredGzippedBytes: all
      .filter((script) => script.isDeferred)
      .reduce((total, script) => total + script.gzippedBytes, 0),
  };
}

export interface RouteInitialJs {
  route: string;
  phone: InitialJs;
  desktop: InitialJs;
}

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatTable(results: RouteInitialJs[]): string {
  const rows = results.map(({ route, phone, desktop }) =>
    [
      `\`${route}\``,
      kilobytes(phone.gzippedBytes),
      kilobytes(desktop.gzippedBytes),
      desktop.files,
      kilobytes(desktop.transferredBytes),
      `${desktop.compressedFiles}/${desktop.files}`,
      desktop.deferredGzippedBytes ? kilobytes(desktop.deferredGzippedBytes) : '',
    ].join(' | '),
  );
  return [
    '| route | phone, gzipped KB | desktop, gzipped KB | desktop scripts | desktop, as sent KB | sent compressed | loaded once up, gzipped KB |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}
