// Durable delivery under load (DESIGN §7): BENCH_DELIVERIES (100,000) emails, texts and pushes
// enqueued through `enqueueDeliveries` — a delivery row and a pg-boss job each, written in
// transactions of a thousand as `makeAlerts` writes a batch of notifications — and sent by the
// app's delivery worker to in-process transports that record when each arrived. The baseline, in
// this run on this machine: the same jobs on a bare pg-boss queue, whose worker, as many at once,
// hands each straight to the same transports, with no delivery row to lock and mark; the ratios
// say what the app's exactly-once costs whatever the hardware. Not run in CI.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { JobInsert } from 'pg-boss';
import type { NewDelivery } from '../apps/api/src/modules/notifications/deliveries.repository.ts';
import { deliveryWorker, enqueueDeliveries } from '../apps/api/src/modules/notifications/notification-delivery.ts';
import { pushDevices } from '../apps/api/src/modules/notifications/push-devices.table.ts';
import type { AppContext } from '../apps/api/src/platform/context.ts';
import type { Transaction } from '../apps/api/src/platform/db.ts';
import { enqueueJobs, type QueueWorker, wakeWorkers } from '../apps/api/src/platform/jobs.ts';
import { startBenchApp } from './bench-app.ts';

const total = Number(process.env.BENCH_DELIVERIES ?? 100_000);
/** Deliveries written per transaction, as `makeAlerts` writes a batch of notifications. */
const batchSize = 1000;
/** Browsers the pushes go to: each push reads its device, as the worker does for any push. */
const deviceCount = 100;
/** How long a run may take before what has not arrived counts as lost. */
const timeoutMs = 30 * 60_000;
const channels = ['email', 'sms', 'push'] as const;
type Channel = (typeof channels)[number];

/** What each run's transports received: when each delivery arrived (ms, `performance.now()`), and duplicates. */
class Arrivals {
  readonly sentAt = new Float64Array(total);
  received = 0;
  duplicates = 0;
  private resolveAll = () => {};
  readonly all = new Promise<void>((resolve) => {
    this.resolveAll = resolve;
  });

  /** A transport got the delivery whose text ends in `#<index>`. */
  record(text: string) {
    const index = Number(text.slice(text.lastIndexOf('#') + 1));
    if (this.sentAt[index]) {
      this.duplicates++;
      return;
    }
    this.sentAt[index] = performance.now();
    if (++this.received === total) this.resolveAll();
  }
}

let arrivals = new Arrivals();

/** The in-process transports: each records the arrival and answers at once. */
function fakeTransports(context: AppContext) {
  context.mailer = { send: async (email) => arrivals.record(email.subject) };
  context.sms = { send: async (message) => arrivals.record(message.body) };
  context.push = {
    deviceTypes: ['web'],
    sendWeb: async (_subscription, message) => arrivals.record(message.title),
    sendToPhone: async (_platform, _token, message) => arrivals.record(message.title),
    close: async () => undefined,
  };
}

const channelOf = (index: number): Channel => channels[index % channels.length]!;
const textOf = (index: number) => `A crossing in Lisbon #${index}`;

/** The baseline's job: which transport, and the text it carries. */
interface BareJob {
  channel: Channel;
  text: string;
}
const baselineQueue = 'bench-bare-deliveries';
const baselineWorker: QueueWorker<BareJob> = {
  name: baselineQueue,
  concurrency: deliveryWorker.concurrency,
  async run(context, { data }) {
    if (data.channel === 'email') await context.mailer.send({ to: 'bench@example.com', subject: data.text, text: '' });
    else if (data.channel === 'sms') await context.sms.send({ to: '+4915100000000', body: data.text });
    else await context.push.sendWeb(subscriptionOf(0), { title: data.text, body: '', route: '/notifications' });
  },
};

/** A browser's push subscription at FCM, as the web app registers one (the transport never posts). */
const subscriptionOf = (device: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/bench-${device}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

let deviceIds: string[] = [];

/** One member with `deviceCount` browsers, written straight into the tables (the bench needs nothing else of them). */
async function prepare(context: AppContext) {
  fakeTransports(context);
  const { db } = context;
  const memberId = crypto.randomUUID();
  await db.execute(
    sql`insert into auth_users (id, name, email, email_verified) values (${memberId}, 'Bench', 'bench@bench.invalid', true)`,
  );
  await db.execute(
    sql`insert into members (id, first_name, last_name, user_type, onboarded) values (${memberId}, 'Bench', 'Member', 'pro', true)`,
  );
  const devices = await db
    .insert(pushDevices)
    .values(
      Array.from({ length: deviceCount }, (_, device) => ({
        memberId,
        deviceType: 'web' as const,
        token: JSON.stringify(subscriptionOf(device)),
      })),
    )
    .returning({ id: pushDevices.id });
  deviceIds = devices.map((device) => device.id);
}

/** The app's delivery of `index`, as `memberDeliveries` writes one on its channel. */
function deliveryOf(run: string, index: number): NewDelivery {
  const base = { deliveryKey: `bench:${run}:${index}`, notificationId: null };
  const text = textOf(index);
  switch (channelOf(index)) {
    case 'email':
      return { ...base, channel: 'email', address: `member${index}@bench.invalid`, content: { subject: text, text } };
    case 'sms':
      return { ...base, channel: 'sms', address: '+4915100000000', content: { body: text } };
    case 'push':
      return {
        ...base,
        channel: 'push',
        address: deviceIds[index % deviceIds.length]!,
        content: { title: text, body: text, route: '/notifications' },
      };
  }
}

const bench = await startBenchApp(prepare, {}, [baselineWorker as QueueWorker<never>]);
const { context } = bench;

interface Figures {
  seconds: number;
  enqueueSeconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  lost: number;
  duplicates: number;
}

const percentile = (sorted: Float64Array, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

/**
 * Enqueues every delivery, a batch per transaction, waking the workers after each commit as the
 * app does, while the workers send; waits until every one arrived (or the timeout).
 */
async function measure(
  queue: string,
  enqueue: (tx: Transaction, from: number, to: number) => Promise<unknown>,
): Promise<Figures> {
  arrivals = new Arrivals();
  const enqueuedAt = new Float64Array(total);
  const started = performance.now();
  for (let from = 0; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize);
    await context.db.transaction((tx) => enqueue(tx, from, to));
    enqueuedAt.fill(performance.now(), from, to);
    wakeWorkers(context, queue);
  }
  const enqueueSeconds = (performance.now() - started) / 1000;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([arrivals.all, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  const latencies: number[] = [];
  let last = started;
  for (let index = 0; index < total; index++) {
    const sentAt = arrivals.sentAt[index]!;
    if (!sentAt) continue;
    latencies.push(sentAt - enqueuedAt[index]!);
    last = Math.max(last, sentAt);
  }
  const sorted = Float64Array.from(latencies).sort();
  const seconds = (last - started) / 1000;
  return {
    seconds,
    enqueueSeconds,
    perSecond: arrivals.received / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    lost: total - arrivals.received,
    duplicates: arrivals.duplicates,
  };
}

const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = context.config.delivery;
const retries = { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, retryDelayMax: retryDelayMaxSeconds };
const runId = crypto.randomUUID().slice(0, 8);
const loadBefore = loadavg()[0]!;

console.log(
  `${total.toLocaleString('en')} deliveries, a third each by email, text and push, ${batchSize} per transaction`,
);
const baseline = await measure(baselineQueue, (tx, from, to) => {
  const jobs: JobInsert[] = [];
  for (let index = from; index < to; index++) {
    jobs.push({ data: { channel: channelOf(index), text: textOf(index) } satisfies BareJob, ...retries });
  }
  return enqueueJobs(context, tx, baselineQueue, jobs);
});
const app = await measure(deliveryWorker.name, (tx, from, to) => {
  const rows: NewDelivery[] = [];
  for (let index = from; index < to; index++) rows.push(deliveryOf(runId, index));
  return enqueueDeliveries(context, tx, rows);
});
await bench.close();

const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 0 })} ms`;
for (const [name, figures] of [
  [`bare pg-boss (baseline), ${baselineWorker.concurrency} at once`, baseline],
  [`the app's delivery worker, ${deliveryWorker.concurrency} at once`, app],
] as const) {
  console.log(`${name}:`);
  console.log(
    `  ${figures.perSecond.toFixed(0)} deliveries/s (all sent in ${figures.seconds.toFixed(1)} s, enqueued in ${figures.enqueueSeconds.toFixed(1)} s)`,
  );
  console.log(`  enqueue→send p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}`);
  console.log(`  lost ${figures.lost}, sent twice ${figures.duplicates}`);
}
console.log(
  `ratio to baseline: throughput ${(app.perSecond / baseline.perSecond).toFixed(2)}, p95 ${(app.p95 / baseline.p95).toFixed(1)}×`,
);
console.log(`load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`);
