// The system's Chromium driven by Lighthouse: mobile form factor with its default simulated
// throttling but for the processor's slowdown, which the caller sets for the host's speed
// (lighthouse.ts), the performance and accessibility categories. Lighthouse's own storage reset
// clears the HTTP cache but not localStorage, where the web app keeps its session; so before each
// run the bench itself leaves the origin's localStorage and cookies as the page needs them and
// the HTTP cache empty, and Lighthouse keeps storage as it finds it.
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sessionCookie } from '@here-and-there/contracts';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium-flags.ts';

/** Where the web app keeps the session on the device (its `storageKeys.token`). */
const sessionKey = 'hat.token';

/** The flags of the browser journeys, headless. */
const chromeFlags = ['--headless', ...chromiumFlags];

/** One Lighthouse run of one page. Times in ms, JavaScript as transferred (compressed). */
export interface PageRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** How fast Lighthouse measured this machine's processor at the start of the run. */
  benchmarkIndex: number;
  /** The processor slowdown the run simulated the phone with. */
  cpuSlowdown: number;
}

const categoryScore = (result: Result, id: string) => {
  const score = result.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`${result.requestedUrl}: no ${id} score`);
  return Math.round(score * 100);
};

const auditValue = (result: Result, id: string) => {
  const value = result.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`${result.requestedUrl}: no value for ${id}`);
  return value;
};

function scriptBytes(result: Result) {
  const details = result.audits['resource-summary']?.details;
  const rows = details?.type === 'table' ? details.items : [];
  const script = rows.find((row) => row.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : 0;
}

function toPageRun(url: string, result: Result): PageRun {
  // A signed-in page that lost its session would be measured as the sign-in page it sends to.
  if (new URL(result.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${result.finalDisplayedUrl}`);
  }
  return {
    performance: categoryScore(result, 'performance'),
    accessibility: categoryScore(result, 'accessibility'),
    lcpMs: auditValue(result, 'largest-contentful-paint'),
    tbtMs: auditValue(result, 'total-blocking-time'),
    cls: auditValue(result, 'cumulative-layout-shift'),
    scriptKb: scriptBytes(result) / 1024,
    benchmarkIndex: result.environment.benchmarkIndex,
    cpuSlowdown: result.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP) and asks
 * to be run again: a run is tried this many times before the benchmark gives up.
 */
const attemptsPerRun = 3;

/**
 * Where each run's whole report goes when `LIGHTHOUSE_REPORTS` names a folder: the long tasks, the
 * scripts' processor time and the trace's other findings behind a score.
 */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;

async function writeReport(dir: string, url: string, result: Result) {
  await mkdir(dir, { recursive: true });
  const page = new URL(url).pathname.replaceAll(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(
    path.join(dir, `${page}-${new Date().toISOString().replaceAll(':', '-')}.json`),
    JSON.stringify(result),
  );
}

/**
 * Leaves the origin of `storagePageUrl` as a browser signed in with `token` has it (the session in
 * localStorage and the web app's session cookie), or as a visitor's with neither, through a tab on
 * that page (which must load no app code), and empties the browser's HTTP cache.
 */
async function prepareBrowser(browser: Browser, storagePageUrl: string, token: string | null) {
  const tab = await browser.newPage();
  try {
    await tab.goto(storagePageUrl);
    const session = await tab.createCDPSession();
    const origin = new URL(storagePageUrl).origin;
    const storageId = { securityOrigin: origin, isLocalStorage: true };
    await session.send('DOMStorage.enable');
    await session.send('DOMStorage.clear', { storageId });
    await session.send('Network.clearBrowserCookies');
    if (token) {
      await session.send('DOMStorage.setDOMStorageItem', { storageId, key: sessionKey, value: token });
      await session.send('Network.setCookie', { name: sessionCookie, value: encodeURIComponent(token), url: origin });
    }
    // After the storage page, whose fonts the app shares: every run starts with a cold cache.
    await session.send('Network.clearBrowserCache');
  } finally {
    await tab.close();
  }
}

/** Launches the system Chromium (`chromiumPath`); `close` must be called. */
export async function launchAuditBrowser(storagePageUrl: string) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  const exited = once(chrome.process, 'exit');
  const close = async () => {
    chrome.kill();
    await exited;
  };
  let browser: Browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  } catch (error) {
    await close();
    throw error;
  }
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  };

  return {
    /**
     * One cold-cache run of `url`, signed in with `token` or as a visitor (`null`), on a phone
     * simulated with the processor `cpuSlowdown` times slower than this machine's.
     */
    async audit(url: string, token: string | null, cpuSlowdown: number): Promise<PageRun> {
      for (let attempt = 1; ; attempt++) {
        await prepareBrowser(browser, storagePageUrl, token);
        const result = (await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: cpuSlowdown } }))?.lhr;
        if (!result) throw new Error(`${url}: Lighthouse returned no result`);
        if (!result.runtimeError) {
          if (reportsDir) await writeReport(reportsDir, url, result);
          return toPageRun(url, result);
        }
        const problem = `${url}: ${result.runtimeError.code}, ${result.runtimeError.message}`;
        if (attempt === attemptsPerRun) throw new Error(problem);
        console.warn(`${problem}: running again`);
      }
    },
    async close() {
      await browser.disconnect();
      await close();
    },
  };
}
