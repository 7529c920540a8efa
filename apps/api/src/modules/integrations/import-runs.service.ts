import type { IntegrationConnection } from '@here-and-there/contracts';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { enqueueJobs, type QueueWorker, type ScheduledJob, wakeWorkers } from '../../platform/jobs.ts';
import { findConnectedAccounts, findProviderGrant, forgetProviderGrant, GrantRevokedError } from '../identity/index.ts';
import { importCalendarEntries, importMail } from '../imports/index.ts';
import { tellConnectionLost } from '../notifications/index.ts';
import { findOrCreateImportState, updateImportState } from './integrations.repository.ts';
import type { IntegrationImportRow } from './integrations.table.ts';
import { accountOf } from './open-account.ts';
import type { ProviderAccount, PushChannel } from './provider-account.ts';

/** The queue of import runs: one run of one member's connection each. */
export const importRunsQueue = 'integration-imports';

export interface ImportRun {
  memberId: string;
  connection: IntegrationConnection;
}

/** A first run reads the mail of this many days back (issue 21: "mail of the last 90 days"). */
const firstMailDays = 90;
/**
 * Each run reads again a little before where the last one began, so mail that arrived while it
 * ran (or a provider's late indexing) is not missed; imports never make a booking twice.
 */
const overlapMs = 10 * 60 * 1000;
/** A push channel this close to its end is renewed by the run. */
const pushRenewalMs = 24 * 60 * 60 * 1000;
/** How long a run may take before pg-boss takes it for lost and runs it again: 90 days of mail takes a while. */
const runExpirySeconds = 60 * 60;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Puts runs on the queue: at most one waiting per connection (the queue is `stately`), so a burst
 * of pushes, the schedule and a reconnect make one run. A provider error is tried again with
 * backoff, as deliveries are.
 */
export async function enqueueImportRuns(context: AppContext, runs: readonly ImportRun[]) {
  const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = context.config.delivery;
  await enqueueJobs(
    context,
    context.db,
    importRunsQueue,
    runs.map((run) => ({
      data: run,
      singletonKey: `${run.connection}:${run.memberId}`,
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: retryDelayMaxSeconds,
      expireInSeconds: runExpirySeconds,
    })),
  );
  wakeWorkers(context, importRunsQueue);
}

/**
 * The provider refused the member's grant for good: the connection is disconnected (its tokens
 * forgotten) and the member told, once, with the way to connect it again.
 */
async function loseConnection(context: AppContext, run: ImportRun) {
  const lost = await forgetProviderGrant(context, run.memberId, run.connection);
  if (!lost) return;
  context.log.warn(run, 'a provider refused a grant: the connection is disconnected');
  await tellConnectionLost(context, run.memberId, run.connection, context.clock.now());
}

/** The mail received since the last run (90 days on the first), each message imported on its own. */
async function importNewMail(context: AppContext, account: ProviderAccount, run: ImportRun, since: Date) {
  let read = 0;
  for await (const raw of account.messagesSince(since)) {
    read += 1;
    try {
      await importMail(context, run.memberId, raw, run.connection === 'google' ? 'gmail' : 'outlook');
    } catch (error) {
      // One message that cannot be read must not hold back the rest, run after run.
      context.log.error({ err: error, ...run }, 'a message could not be imported');
    }
  }
  return read;
}

/** Opens the provider's push channel, or renews it before it ends; a failure waits for the next run. */
async function keepPushOpen(
  context: AppContext,
  account: ProviderAccount,
  run: ImportRun,
  state: IntegrationImportRow,
) {
  const now = context.clock.now();
  if (state.pushExpiresAt && state.pushExpiresAt.getTime() - now.getTime() > pushRenewalMs) return;
  const previous: PushChannel | null = state.pushExpiresAt
    ? { expiresAt: state.pushExpiresAt, subscriptionIds: state.pushSubscriptionIds, clientState: state.pushClientState }
    : null;
  try {
    const channel = await account.openPush(previous);
    if (!channel) return;
    await updateImportState(context.db, run.memberId, run.connection, {
      pushExpiresAt: channel.expiresAt,
      pushSubscriptionIds: channel.subscriptionIds,
      pushClientState: channel.clientState,
      mailboxAddress: (state.mailboxAddress ?? (await account.mailboxAddress())).toLowerCase(),
    });
  } catch (error) {
    if (error instanceof GrantRevokedError) throw error;
    context.log.warn({ err: error, ...run }, 'the push channel could not be opened; the schedule still reads');
  }
}

/**
 * One import run of a member's connection: the mail received and the calendar events changed
 * since the last run began (on the first, 90 days of mail and every future event) go to the
 * imports module, which makes To Confirm trips of the bookings in them; then the provider's push
 * channel is kept open. Answers what was read, for the log and the tests.
 */
export async function runImport(context: AppContext, run: ImportRun) {
  const grant = await findProviderGrant(context, run.memberId, run.connection);
  if (!grant) return { messages: 0, events: 0 };
  const account = accountOf(context, grant);
  const state = await findOrCreateImportState(context.db, run.memberId, run.connection);
  const startedAt = context.clock.now();
  try {
    let messages = 0;
    let events = 0;
    if (account.readsMail) {
      const since = state.mailReadFrom
        ? new Date(state.mailReadFrom.getTime() - overlapMs)
        : new Date(startedAt.getTime() - firstMailDays * dayMs);
      messages = await importNewMail(context, account, run, since);
    }
    if (account.readsCalendar) {
      const changedSince = state.calendarReadFrom && new Date(state.calendarReadFrom.getTime() - overlapMs);
      const entries = await account.calendarEntries(changedSince, startedAt);
      events = entries.length;
      if (entries.length > 0) await importCalendarEntries(context, run.memberId, entries);
    }
    await updateImportState(context.db, run.memberId, run.connection, {
      mailReadFrom: startedAt,
      calendarReadFrom: startedAt,
      lastRunAt: startedAt,
    });
    await keepPushOpen(context, account, run, state);
    return { messages, events };
  } catch (error) {
    if (!(error instanceof GrantRevokedError)) throw error;
    await loseConnection(context, run);
    return { messages: 0, events: 0, disconnected: true };
  }
}

/** Runs the queue's jobs; one that throws is tried again with backoff. */
export const importRunsWorker: QueueWorker<ImportRun> = {
  name: importRunsQueue,
  concurrency: 2,
  policy: 'stately',
  run: async (context: AppContext, job: JobWithMetadata<ImportRun>) => {
    const result = await runImport(context, job.data);
    context.log.info({ ...job.data, ...result }, 'import run done');
  },
};

/** Every 30 minutes, a run of every connected account (issue 21). */
export const scheduledImportsJob: ScheduledJob = {
  name: 'integration-imports-due',
  cron: '*/30 * * * *',
  async run(context) {
    const accounts = await findConnectedAccounts(context);
    await enqueueImportRuns(context, accounts);
    return { runs: accounts.length };
  },
};

/** A member connected (or connected again): their first run reads at once. */
export function subscribeImportsToConnections(context: AppContext) {
  context.events.subscribe('integration.connected', (run) => enqueueImportRuns(context, [run]));
}
