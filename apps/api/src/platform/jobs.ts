import { sql } from 'drizzle-orm';
import { fromDrizzle, type JobInsert, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { AppContext } from './context.ts';
import type { Database, Queryable } from './db.ts';
import type { DurableEvent, EventBus } from './events.ts';

/** A use case the app runs on a schedule, on whichever node takes it. */
export interface ScheduledJob {
  /** The job's queue: unique in the app, letters, digits, `-`, `_` and `.`. */
  name: string;
  /** When it runs: a cron expression read in UTC. */
  cron: string;
  /** The work; what it returns is logged. */
  run(context: AppContext): Promise<unknown>;
}

/**
 * A queue that use cases fill inside their own transactions (`enqueueJobs`), and the work each of
 * its jobs is. A job whose `run` throws is tried again as its retry options say; one that
 * returns is done.
 */
export interface QueueWorker<Data = object> {
  /** The queue: unique in the app, letters, digits, `-`, `_` and `.`. */
  name: string;
  /** How many of its jobs one node runs at once. */
  concurrency: number;
  /**
   * pg-boss's queue policy; `stately` keeps at most one job of a `singletonKey` waiting and one
   * running, so the same work asked for again while it waits is asked for once.
   */
  policy?: 'standard' | 'stately';
  run(context: AppContext, job: JobWithMetadata<Data>): Promise<void>;
}

export interface Jobs {
  /** Lets a running job finish (for a few seconds at most) and stops polling: call it before the database closes. */
  stop(): Promise<void>;
}

/**
 * How many durable subscribers' jobs of one queue a node runs at once: each holds a pool
 * connection or two while it composes and writes, and a burst of messages should not wait in line.
 */
const durableConcurrency = 4;

/**
 * The workers of the event bus's durable subscribers (see `EventBus.subscribeDurably`), and the
 * bus attached to the queue: a job is tried again as deliveries are, with backoff, for at least
 * as long, since what it makes is what they send.
 */
function attachDurableSubscribers(context: AppContext, events: EventBus): QueueWorker<DurableEvent>[] {
  const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = context.config.delivery;
  events.attachQueues({
    enqueue: (tx, queue, published) =>
      enqueueJobs(
        context,
        tx,
        queue,
        published.map((data) => ({
          data,
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: retryDelayMaxSeconds,
        })),
      ),
    wake: (queue) => wakeWorkers(context, queue),
  });
  return events.durableQueueNames().map((name) => ({
    name,
    concurrency: durableConcurrency,
    run: (_context, job) => events.runDurably(name, job.data),
  }));
}

/** How long `stop` waits for a running job before leaving it to be taken up again later. */
const stopTimeoutMs = 5000;

/** The started queue of each database and the ids of this node's workers on each queue, to wake them. */
interface RunningQueue {
  boss: PgBoss;
  workerIds: Map<string, string>;
}

/**
 * Kept by database rather than in the app's context: every program that builds the app (the
 * server, tests, operator commands, benchmarks) has its database, and only those that enqueue
 * need to start the queue.
 */
const runningQueues = new WeakMap<Database, RunningQueue>();

/** pg-boss on the app's pool: it borrows connections rather than opening its own. */
function bossOn(db: Database, options: { schedule: boolean }) {
  const pool = db.$client;
  return new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schedule: options.schedule });
}

/**
 * Creates pg-boss's tables (the `pgboss` schema) when they are not there yet: the first start
 * does it too; tests do it once in the template database their databases are cloned from.
 */
export async function prepareJobTables(db: Database) {
  const boss = bossOn(db, { schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/**
 * Starts pg-boss on the app's database (its tables in the `pgboss` schema, created on the first
 * start), creates the queues, schedules each scheduled job and runs this node's workers. pg-boss
 * borrows the app's connection pool rather than opening its own, so closing the database after
 * `stop` leaves nothing holding a connection or the process. With several nodes, each schedules
 * the same jobs and pg-boss runs every occurrence once; each job of a queue runs on one node.
 */
export async function startJobs(
  context: AppContext,
  {
    scheduled,
    workers,
    isWorking = () => true,
  }: {
    scheduled: readonly ScheduledJob[];
    /** The app's queues and their workers. */
    workers: readonly QueueWorker<never>[];
    /** Whether this node runs the jobs of a queue, or fills it and leaves them to other nodes. */
    isWorking?: (queue: string) => boolean;
  },
): Promise<Jobs> {
  const { log, db, events } = context;
  const boss = bossOn(db, { schedule: scheduled.length > 0 });
  boss.on('error', (error) => log.error({ err: error }, 'the job queue failed'));
  boss.on('warning', (warning) => log.warn({ warning }, 'the job queue warns'));
  await boss.start();
  const running: RunningQueue = { boss, workerIds: new Map() };
  const allWorkers = [...(workers as readonly QueueWorker[]), ...attachDurableSubscribers(context, events)];
  for (const worker of allWorkers) {
    await boss.createQueue(worker.name, worker.policy ? { policy: worker.policy } : {});
  }
  // Enqueuing works from here on, before any worker runs: a job waits for a node to take it.
  runningQueues.set(db, running);
  for (const job of scheduled) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
    await boss.work(job.name, async () => {
      const startedAt = performance.now();
      const result = await job.run(context);
      log.info({ job: job.name, result, ms: Math.round(performance.now() - startedAt) }, 'job done');
    });
  }
  const pollingIntervalSeconds = context.config.jobsPollingSeconds;
  for (const worker of allWorkers.filter(({ name }) => isWorking(name))) {
    const id = await boss.work(
      worker.name,
      { includeMetadata: true, localConcurrency: worker.concurrency, pollingIntervalSeconds },
      async ([job]: JobWithMetadata<object>[]) => {
        if (!job) return;
        try {
          await worker.run(context, job);
        } finally {
          // pg-boss waits its polling interval after every fetch of one job, found or not (it
          // fetches on at once only after full batches): a worker that has just run one looks
          // for the next at once, so a backlog goes at the workers' pace, not one job per poll.
          const id = running.workerIds.get(worker.name);
          if (id) boss.notifyWorker(id);
        }
      },
    );
    running.workerIds.set(worker.name, id);
  }
  log.info(
    { jobs: scheduled.map(({ name, cron }) => ({ name, cron })), queues: allWorkers.map(({ name }) => name) },
    'jobs started',
  );
  return {
    async stop() {
      runningQueues.delete(db);
      events.attachQueues(undefined);
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
    },
  };
}

/**
 * Puts jobs on a queue inside `tx`: they exist once it commits and never if it rolls back, so
 * the change that causes them and the jobs commit together (a transactional outbox). Wake this
 * node's workers with `wakeWorkers` once the transaction has committed.
 */
export async function enqueueJobs(context: AppContext, tx: Queryable, queue: string, jobs: readonly JobInsert[]) {
  if (jobs.length === 0) return;
  const running = runningQueues.get(context.db);
  if (!running) throw new Error(`The job queue is not started on this database: cannot enqueue to ${queue}.`);
  await running.boss.insert(queue, [...jobs], { db: fromDrizzle(tx, sql) });
}

/** Has this node's worker of `queue` look for jobs now rather than at its next poll (after a commit that enqueued some). */
export function wakeWorkers(context: AppContext, queue: string) {
  const running = runningQueues.get(context.db);
  const id = running?.workerIds.get(queue);
  if (running && id) running.boss.notifyWorker(id);
}
