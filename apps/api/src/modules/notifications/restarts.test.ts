import type { NotificationKind } from '@here-and-there/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../platform/context.ts';
import { enqueueJobs, wakeWorkers } from '../../platform/jobs.ts';
import { callApi, createSignedInMember, dayFromToday } from '../../test/factories.ts';
import { befriend, sendText, startChat } from '../../test/messaging-factories.ts';
import { lisbon } from '../../test/places.ts';
import { createTestApp, startAnotherNode, type TestApp, waitForDeliveries } from '../../test/test-app.ts';
import { deliveries } from './deliveries.table.ts';
import { notifyingQueue } from './notifications.service.ts';
import { notifications } from './notifications.table.ts';

type Member = Awaited<ReturnType<typeof createSignedInMember>>;
/** A node, or the app of a test, as far as reading its database goes. */
type Node = { context: AppContext };

/** What a change should end in: one notification of `kind` to `recipient`, and its email. */
interface Expected {
  recipient: Member;
  kind: NotificationKind;
}

const notificationsOf = (node: Node, { recipient, kind }: Expected) =>
  node.context.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipient.id), eq(notifications.kind, kind)));

const emailDeliveriesTo = (node: Node, { recipient }: Expected) =>
  node.context.db.select().from(deliveries).where(eq(deliveries.address, recipient.email));

/** The jobs of the notifications module's durable subscribers, by state. */
async function notifyingJobs(node: Node) {
  const { rows } = await node.context.db.$client.query<{ state: string; data: object }>(
    `select state, data from pgboss.job where name = $1 order by created_on`,
    [notifyingQueue],
  );
  return rows;
}

/** Runs every job of the notifying queue twice more, as a retry after a lost completion, or a duplicate, would. */
async function runNotifyingJobsAgain(node: Node) {
  const jobs = (await notifyingJobs(node)).flatMap(({ data }) => [{ data }, { data }]);
  await node.context.db.transaction((tx) => enqueueJobs(node.context, tx, notifyingQueue, jobs));
  wakeWorkers(node.context, notifyingQueue);
  await waitForDeliveries(node.context);
}

/**
 * `change` is committed by a node whose workers never run — the process ends right after the
 * commit, before anything made the notification — then another node starts on the same database.
 */
async function expectMadeOnceAfterRestart(change: (node: TestApp) => Promise<Expected>) {
  const crashed = await createTestApp({}, { isDelivering: false, isHandlingEvents: false });
  try {
    const expected = await change(crashed);
    // Committed with the change: the job that makes the notification, and nothing made yet.
    expect((await notifyingJobs(crashed)).map((job) => job.state)).toContain('created');
    expect(await notificationsOf(crashed, expected)).toEqual([]);
    await crashed.stop();
    expect(await crashed.emails()).toEqual([]);

    const next = await startAnotherNode(crashed);
    try {
      await waitForDeliveries(next.context);

      const [made, ...more] = await notificationsOf(next, expected);
      expect(made).toBeDefined();
      expect(more).toEqual([]);
      expect(await emailDeliveriesTo(next, expected)).toEqual([
        expect.objectContaining({ state: 'sent', notificationId: made!.id, attempts: 1 }),
      ]);
      const emailsTo = async () =>
        (await crashed.emails()).filter((email) => email.includes(`To: ${expected.recipient.email}`));
      expect(await emailsTo()).toHaveLength(1);

      await runNotifyingJobsAgain(next);
      expect(await notificationsOf(next, expected)).toEqual([made]);
      expect(await emailDeliveriesTo(next, expected)).toHaveLength(1);
      expect(await emailsTo()).toHaveLength(1);
      expect((await notifyingJobs(next)).every((job) => job.state === 'completed')).toBe(true);
    } finally {
      await next.close();
    }
  } finally {
    await crashed.close();
  }
}

describe('notifications across a crash between the commit and the send', () => {
  it('makes a connection request’s notification and email once', async () => {
    await expectMadeOnceAfterRestart(async (node) => {
      const ana = await createSignedInMember(node, { firstName: 'Ana' });
      const ben = await createSignedInMember(node, { firstName: 'Ben' });
      const asked = await callApi(node, ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
      expect(asked.statusCode, asked.body).toBe(201);
      return { recipient: ben, kind: 'connection_requested' };
    });
  });

  it('makes the alert of a new trip told to the network, and its email, once', async () => {
    await expectMadeOnceAfterRestart(async (node) => {
      const ana = await createSignedInMember(node, { firstName: 'Ana' });
      const ben = await createSignedInMember(node, { firstName: 'Ben' });
      await befriend(node, ana, ben);
      const saved = await callApi(node, ana, 'POST', '/trips/', {
        location: lisbon,
        arrival_datetime: dayFromToday(node, 20),
        departure_datetime: dayFromToday(node, 22),
        notify: true,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return { recipient: ben, kind: 'new_trip' };
    });
  });

  it('makes a chat message’s notification and email once', async () => {
    await expectMadeOnceAfterRestart(async (node) => {
      const ana = await createSignedInMember(node, { firstName: 'Ana' });
      const ben = await createSignedInMember(node, { firstName: 'Ben' });
      const chat = await startChat(node, ana, [ben]);
      await sendText(node, ana, `/messaging/${chat.id}`, 'Coffee at the harbour?');
      return { recipient: ben, kind: 'new_dm' };
    });
  });
});
