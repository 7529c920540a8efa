import { PgBoss } from 'pg-boss';
import type { AppContext } from './context.ts';

/** A use case the app runs on a schedule, on whichever node takes it. */
export interface ScheduledJob {
  /** The job's queue: unique in the app, letters, digits, `-`, `_` and `.`. */
  name: string;
  /** When it runs: a cron expression read in UTC. */
  cron: string;
  /** The work; what it returns is logged. */
  run(context: AppContext): Promise<unknown>;
}

export interface Jobs {
  /** Lets a running job finish (for a few seconds at most) and stops polling: call it before the database closes. */
  stop(): Promise<void>;
}

/** How long `stop` waits for a running job before leaving it to be taken up again later. */
const stopTimeoutMs = 5000;

/**
 * Starts pg-boss on the app's database (its tables in the `pgboss` schema, created on the first
 * start) and schedules each job. pg-boss borrows the app's connection pool rather than opening
 * its own, so closing the database after `stop` leaves nothing holding a connection or the
 * process. With several nodes, each schedules the same jobs and pg-boss runs every occurrence once.
 */
export async function startJobs(context: AppContext, jobs: readonly ScheduledJob[]): Promise<Jobs> {
  const { log } = context;
  const pool = context.db.$client;
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
  boss.on('error', (error) => log.error({ err: error }, 'the job queue failed'));
  boss.on('warning', (warning) => log.warn({ warning }, 'the job queue warns'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      const startedAt = performance.now();
      const result = await job.run(context);
      log.info({ job: job.name, result, ms: Math.round(performance.now() - startedAt) }, 'job done');
    });
  }
  log.info({ jobs: jobs.map(({ name, cron }) => ({ name, cron })) }, 'jobs scheduled');
  return { stop: () => boss.stop({ graceful: true, timeout: stopTimeoutMs }) };
}
