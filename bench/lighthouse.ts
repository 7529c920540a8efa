// Lighthouse on a phone (DESIGN §7: performance ≥ 95 and accessibility 100 for sign-in, a public
// profile and the dashboard): the built web app served as `npm start` serves it in production,
// each page audited BENCH_RUNS times on a cold cache, and the median run compared with a static
// page of the same build on the same server (lighthouse-site.ts). With `--check` (or
// LIGHTHOUSE_CHECK=1) it fails when an app page is under the CI floor: the test command's budget.
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findPublicCommunityId, findPublicMemberId, signInAsDemoMember } from './demo-members.ts';
import { launchAuditBrowser, type PageRun } from './lighthouse-browser.ts';
import { baselinePath, prepareSite } from './lighthouse-site.ts';
import { startProductionServer } from './production-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist'));
const checking = process.argv.includes('--check') || process.env.LIGHTHOUSE_CHECK === '1';
/**
 * What `--check` holds every app page to: the design's 95 less room for this machine. Simulated
 * throttling scales the processor time a page takes here, so performance moves with the load
 * (ten points and more between runs on a busy machine). On a quiet one every first screen now
 * scores 99 or 100 in every run, against 55 to 83 before their work (bench/README.md); 90 fails
 * any of them falling back, with room for the noise left after the browser journeys. The design's
 * 95 is what the full benchmark reports against. Accessibility does not vary.
 */
const checkFloor = { performance: 90, accessibility: 100 };

/**
 * Lighthouse simulates a phone as this machine's processor slowed down 4×, a factor set for a host
 * of the speed its benchmark index puts at about 2,000: it warns that a host under 1,000 is "at
 * least ~2x weaker than our regular target device" and will score low (its
 * core/gather/driver/environment.js), and its throttling guide asks for a smaller factor on a
 * slower host. A quiet machine of this kind measures 1,700 to 2,850 and mostly keeps 4×; on the CI machine
 * of one run, slower with its load under one, the same build scored 81 to 89, its blocking times
 * three to seven times as long. So a slower host gets a slowdown smaller in proportion to its
 * index, the same phone on any machine, and a faster one keeps 4×.
 */
const lighthouseHostIndex = 2000;
const defaultCpuSlowdown = 4;

/**
 * The slowdown that simulates Lighthouse's phone on this machine, from the median benchmark index
 * of the last three runs (`indexes`, oldest first; none yet: the default): the index is measured at
 * the start of each run, and moves with the machine's load from one run to the next.
 */
function cpuSlowdownFor(indexes: number[]) {
  const recent = indexes.slice(-3).sort((a, b) => a - b);
  if (recent.length === 0) return defaultCpuSlowdown;
  const hostIndex = recent[Math.floor((recent.length - 1) / 2)]!;
  return Math.round(defaultCpuSlowdown * Math.min(1, hostIndex / lighthouseHostIndex) * 100) / 100;
}

/**
 * Lighthouse simulates a phone from the processor time a page takes on this machine, so a machine
 * still busy (in the test command, with the browser journeys that ran just before) scored sign-in
 * ten points lower than the same build a few minutes later. The audits start once the last
 * minute's load average is under one, or after three minutes, and say which.
 */
async function waitForQuietMachine({ quietLoad = 1, limitMs = 180_000 } = {}) {
  const started = Date.now();
  while (loadavg()[0]! >= quietLoad && Date.now() - started < limitMs) await sleep(5000);
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(`machine load ${loadavg()[0]!.toFixed(2)} after ${waited} s of waiting for it to settle\n`);
}

interface AuditedPage {
  name: string;
  path: string;
  /** Audited with the demo member's session, as the web app keeps it on the device. */
  signedIn?: boolean;
}

/** The app's pages, each one line; the baseline is measured before them. */
function appPages(publicMemberId: string, publicCommunityId: string): AuditedPage[] {
  return [
    { name: 'sign-in', path: '/auth/login' },
    { name: 'public profile (signed out)', path: `/users/${publicMemberId}` },
    { name: 'dashboard (signed in)', path: '/', signedIn: true },
    { name: 'public community (signed out)', path: `/communities/${publicCommunityId}` },
  ];
}

/** The run with the median performance score (the lower of the two middle ones for an even count). */
function medianRun(pageRuns: PageRun[]) {
  const sorted = [...pageRuns].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function formatTable(rows: { name: string; run: PageRun; lcpRatio: number }[]) {
  const header = ['page', 'perf', 'a11y', 'LCP', 'TBT', 'CLS', 'JS', 'LCP / baseline', 'host index', 'CPU slowdown'];
  const cells = rows.map(({ name, run, lcpRatio }) => [
    name,
    String(run.performance),
    String(run.accessibility),
    `${(run.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(run.tbtMs)} ms`,
    run.cls.toFixed(3),
    `${run.scriptKb.toFixed(1)} KB`,
    lcpRatio.toFixed(2),
    String(Math.round(run.benchmarkIndex)),
    `${run.cpuSlowdown}×`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}

const site = await prepareSite(distDir);
const cleanups: (() => Promise<unknown>)[] = [site.remove];
try {
  const server = await startProductionServer({ webDistDir: site.dir });
  cleanups.unshift(server.stop);
  const token = await signInAsDemoMember(server.url);
  // `BENCH_PAGES=dashboard`: only the app pages whose name holds one of these words.
  const chosen = process.env.BENCH_PAGES?.split(',');
  const pages: AuditedPage[] = [
    { name: 'baseline (static page)', path: baselinePath },
    ...appPages(await findPublicMemberId(server.url, token), await findPublicCommunityId(server.url, token)).filter(
      (page) => !chosen || chosen.some((word) => page.name.includes(word)),
    ),
  ];
  await waitForQuietMachine();
  const browser = await launchAuditBrowser(`${server.url}${baselinePath}`);
  cleanups.unshift(browser.close);

  const benchmarkIndexes: number[] = [];
  /** The median of `runs` cold-cache audits of `page`, each printed. */
  async function auditMedian(page: AuditedPage) {
    const pageRuns: PageRun[] = [];
    for (let i = 1; i <= runs; i++) {
      const cpuSlowdown = cpuSlowdownFor(benchmarkIndexes);
      const run = await browser.audit(`${server.url}${page.path}`, page.signedIn ? token : null, cpuSlowdown);
      benchmarkIndexes.push(run.benchmarkIndex);
      console.log(
        `${page.name}, run ${i} of ${runs}: performance ${run.performance}, accessibility ${run.accessibility} ` +
          `(host index ${Math.round(run.benchmarkIndex)}, CPU slowdown ${cpuSlowdown}×)`,
      );
      pageRuns.push(run);
    }
    return medianRun(pageRuns);
  }
  const underFloor = (run: PageRun) =>
    (['performance', 'accessibility'] as const).filter((category) => run[category] < checkFloor[category]);

  const medians: { name: string; run: PageRun }[] = [];
  for (const page of pages) {
    let run = await auditMedian(page);
    // Like a browser journey on CI, a page under its floor is measured once more before it counts:
    // a burst of load on the two cores (packages installing beside it) took the dashboard's
    // median from 99 to 85 (bench/README.md), and a page that falls under twice has fallen back.
    if (checking && page.path !== baselinePath && underFloor(run).length > 0) {
      console.log(`${page.name}: performance ${run.performance} under ${checkFloor.performance}, measured again`);
      await waitForQuietMachine();
      run = await auditMedian(page);
    }
    medians.push({ name: page.name, run });
  }

  const baselineLcp = medians[0]!.run.lcpMs;
  const method = "simulated throttling (the CPU slowdown set for the host's index)";
  console.log(`\nLighthouse, mobile, ${method}: median of ${runs} runs by performance, ${distDir}\n`);
  console.log(formatTable(medians.map((median) => ({ ...median, lcpRatio: median.run.lcpMs / baselineLcp }))));
  console.log('\nbudget (DESIGN §7): performance ≥ 95, accessibility 100 on every app page');

  if (checking) {
    const failures = medians
      .slice(1)
      .flatMap(({ name, run }) =>
        underFloor(run).map((category) => `${name}: ${category} ${run[category]} < ${checkFloor[category]}`),
      );
    for (const failure of failures) console.error(`over budget: ${failure}`);
    if (failures.length > 0) process.exitCode = 1;
    else
      console.log(`check passed: every app page at performance ${checkFloor.performance} or over, accessibility 100`);
  }
} finally {
  // Each one runs even when one before it failed: nothing is left running.
  for (const cleanup of cleanups) await cleanup().catch((error) => console.error('cleaning up failed:', error));
}
