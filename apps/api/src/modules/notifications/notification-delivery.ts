import { type FailedDeliveries, type NotificationKind, parseWebPushSubscription } from '@here-and-there/contracts';
import type { JobInsert, JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db.ts';
import { enqueueJobs, type QueueWorker, wakeWorkers } from '../../platform/jobs.ts';
import { isKnownPushService, PushDeviceGoneError } from '../../platform/push.ts';
import { isPermanentDeliveryError, PermanentDeliveryError } from '../../platform/transport-errors.ts';
import { channelsFor, type Profile, quietHoursEndOf } from '../users/index.ts';
import {
  countFailedDeliveries,
  insertDeliveries,
  isDeliveryPending,
  lockPendingDelivery,
  type NewDelivery,
  recordDeliveryAttempt,
} from './deliveries.repository.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import { emailText, type Message, textBody } from './notification-messages.ts';
import { findRecipientOf } from './notifications.repository.ts';
import { deletePushDevice, findPushDevice, findPushDeviceIdsOf } from './push-devices.repository.ts';

/** The queue of every email, text and push the app sends about a notification: one job per delivery. */
const deliveryQueue = 'deliveries';

interface DeliveryJob {
  deliveryId: string;
}

/**
 * A notification as its deliveries name it: its id and the transaction that made it unread. A
 * message notification is made unread again by a new message once it was read, and is then
 * delivered again; a retry or a duplicate of one making is not. (A transaction id of
 * `pg_current_xact_id`, 64 bits, is never reused; the clock could give two makings one time.)
 */
export interface DeliveredNotification {
  id: string;
  writtenIn: string;
}

const notificationKey = ({ id, writtenIn }: DeliveredNotification) => `notification:${id}:${writtenIn}`;

/** A member and the kind of notification they are to get: what decides its channels. */
export interface Addressee {
  recipient: Profile;
  kind: NotificationKind;
}

/** A notification's email, text and pushes as its recipient will get them, once it is written. */
export interface ComposedNotice extends Addressee {
  message: Message;
  /** The devices its pushes go to. */
  pushDeviceIds: readonly string[];
}

/**
 * Whether a member gets any email, text or push of a notification of its kind (SPEC §3 notification
 * preferences, per topic), given the devices `pushDevicesOf` found them: pushes on, with no device,
 * are none.
 */
export function wantsDeliveries({ recipient, kind }: Addressee, pushDeviceIds: readonly string[] = []) {
  const channels = channelsFor(recipient.member, kind);
  return channels.email || channels.sms || (channels.push && pushDeviceIds.length > 0);
}

/**
 * The devices pushed to of each of these members who want pushes of the kind they are to get.
 * Only browsers for now: the phones' tokens are kept for the native app's FCM and APNs
 * transports, which push nothing yet.
 */
export async function pushDevicesOf(context: AppContext, addressees: readonly Addressee[]) {
  const memberIds = addressees
    .filter(({ recipient, kind }) => channelsFor(recipient.member, kind).push)
    .map(({ recipient }) => recipient.member.id);
  return findPushDeviceIdsOf(context.db, memberIds, 'web');
}

/**
 * The email, text and pushes of a member's notification as they chose for its kind (SPEC §3
 * notification preferences, per topic): email to their sign-in address, a text only to their
 * verified number, a push to each of their devices.
 */
export function memberDeliveries(recipient: Profile, notification: DeliveredNotification, notice: ComposedNotice) {
  const { member, account } = recipient;
  const { message } = notice;
  const channels = channelsFor(member, notice.kind);
  const base = { deliveryKey: notificationKey(notification), notificationId: notification.id };
  const rows: NewDelivery[] = [];
  if (channels.push) {
    const content = { title: message.subject, body: message.sentence, route: message.route };
    for (const deviceId of notice.pushDeviceIds) {
      // Once per device: the key, with the channel, is what a delivery is made once by.
      rows.push({
        ...base,
        deliveryKey: `${base.deliveryKey}:device:${deviceId}`,
        channel: 'push',
        address: deviceId,
        content,
      });
    }
  }
  if (channels.email && account.email) {
    const content = { subject: message.subject, text: emailText(member.firstName, message) };
    rows.push({ ...base, channel: 'email', address: account.email, content });
  }
  if (channels.sms && account.phoneNumberVerified && account.phoneNumber) {
    rows.push({ ...base, channel: 'sms', address: account.phoneNumber, content: { body: textBody(message) } });
  }
  return rows;
}

/** Someone who is not a member: reached by text when they have a number, else by email. */
export interface Outsider {
  firstName: string;
  phoneNumber: string | null;
  email: string | null;
}

/**
 * What tells someone outside the app of something a member chose to share with them, once per
 * `key` (what was shared with whom).
 */
export function outsiderDeliveries(outsider: Outsider, key: string, message: Message): NewDelivery[] {
  const { phoneNumber, email } = outsider;
  const base = { deliveryKey: key, notificationId: null };
  if (phoneNumber) return [{ ...base, channel: 'sms', address: phoneNumber, content: { body: textBody(message) } }];
  if (!email) return [];
  const text = emailText(
    outsider.firstName,
    message,
    'You get this email because a friend on Here & There chose to tell you.',
  );
  return [{ ...base, channel: 'email', address: email, content: { subject: message.subject, text } }];
}

/**
 * Writes deliveries and a job to send each in `tx`, the transaction that makes what they tell of:
 * committed together, a crash after the commit leaves the jobs for the next start, and a
 * delivery already made (the same key and channel) gets no second job. Call `wakeDeliveries`
 * once `tx` has committed.
 */
export async function enqueueDeliveries(context: AppContext, tx: Transaction, rows: readonly NewDelivery[]) {
  const written = await insertDeliveries(tx, rows, context.clock.now());
  await enqueueJobs(
    context,
    tx,
    deliveryQueue,
    written.map(({ id }) => sendingJob(context, id)),
  );
}

/** The job that sends a delivery, from `startAfter` on (else at once), tried again as the settings say. */
function sendingJob(context: AppContext, deliveryId: string, startAfter?: Date): JobInsert<DeliveryJob> {
  const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = context.config.delivery;
  return {
    data: { deliveryId },
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retryDelayMaxSeconds,
    startAfter,
  };
}

/**
 * When the member's quiet hours end if the delivery is a push or a text to them and they are in
 * them now; null when it may go now. Checked as it is sent rather than when it is made, so a job
 * run again, or quiet hours set since, cannot send in them. Email is never held.
 */
async function quietUntil(context: AppContext, tx: Transaction, delivery: DeliveryRow) {
  if (delivery.channel === 'email' || !delivery.notificationId) return null;
  const recipientId = await findRecipientOf(tx, delivery.notificationId);
  return recipientId ? quietHoursEndOf(tx, recipientId, context.clock.now()) : null;
}

/** Has this node send the deliveries just committed now rather than at its next poll. */
export function wakeDeliveries(context: AppContext) {
  wakeWorkers(context, deliveryQueue);
}

/**
 * Pushes to the device the delivery names, while it is still the recipient's: a device removed at
 * sign-out, or registered since by another member (it then has a new id), is sent nothing. A
 * device its push service calls gone is deleted with the failure recorded.
 */
async function transmitPush(context: AppContext, tx: Transaction, delivery: DeliveryRow) {
  const { content, address: deviceId } = delivery;
  if (!('title' in content)) throw new Error(`delivery ${delivery.id} is a push without a title`);
  const device = await findPushDevice(tx, deviceId);
  if (!device) throw new PermanentDeliveryError('the device was removed before the push was sent');
  const subscription = parseWebPushSubscription(device.token);
  if (device.deviceType !== 'web' || !subscription) {
    throw new PermanentDeliveryError(`device ${device.id} is not a browser that can be pushed to`);
  }
  // Checked again here: the list may have changed since the device was registered.
  if (!isKnownPushService(subscription.endpoint, context.config.webPush.services)) {
    throw new PermanentDeliveryError(`device ${device.id} names a push service this server does not post to`);
  }
  try {
    await context.push.sendWeb(subscription, {
      title: content.title,
      body: content.body,
      route: content.route,
    });
  } catch (error) {
    if (error instanceof PushDeviceGoneError) await deletePushDevice(tx, device.id);
    throw error;
  }
}

function transmit(context: AppContext, tx: Transaction, delivery: DeliveryRow) {
  const { content, address } = delivery;
  switch (delivery.channel) {
    case 'push':
      return transmitPush(context, tx, delivery);
    case 'email':
      if (!('subject' in content)) throw new Error(`delivery ${delivery.id} is an email without a subject`);
      return context.mailer.send({ to: address, subject: content.subject, text: content.text });
    case 'sms':
      if (!('body' in content)) throw new Error(`delivery ${delivery.id} is a text without a body`);
      return context.sms.send({ to: address, body: content.body });
  }
}

/** What an admin reads of a failure: the transport's words, not a stack. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends one delivery. The row stays locked while it is sent and is marked in the same
 * transaction, so a job run again or twice finds it sent and sends nothing, and a crash mid-send
 * leaves it pending for the job's retry. A job that finds it locked by another one sending it
 * tries again later rather than ending: should that send fail and its job be lost, this one
 * still sends it. A refusal (an invalid address or number, a device gone) is recorded as failed
 * and not tried again; any other failure is recorded and thrown, so pg-boss tries again after its
 * backoff, until the last attempt records it failed. A push or text that finds its recipient in
 * their quiet hours stays pending for a job that starts when they end.
 */
async function sendDelivery(context: AppContext, job: JobWithMetadata<DeliveryJob>) {
  const { log } = context;
  const passingFailure = await context.db.transaction(async (tx) => {
    const delivery = await lockPendingDelivery(tx, job.data.deliveryId);
    if (!delivery) {
      if (await isDeliveryPending(tx, job.data.deliveryId)) return new Error('another job is sending this delivery');
      return undefined;
    }
    const { id, channel } = delivery;
    const heldUntil = await quietUntil(context, tx, delivery);
    if (heldUntil) {
      // Another job sends it when they end; this one is done. Committed with the lock released.
      await enqueueJobs(context, tx, deliveryQueue, [sendingJob(context, id, heldUntil)]);
      log.info({ delivery: id, channel, until: heldUntil.toISOString() }, 'a delivery waits for quiet hours to end');
      return undefined;
    }
    try {
      await transmit(context, tx, delivery);
    } catch (error) {
      const isRefused = isPermanentDeliveryError(error);
      const isLastAttempt = job.retryCount >= job.retryLimit;
      const state = isRefused || isLastAttempt ? 'failed' : 'pending';
      await recordDeliveryAttempt(tx, id, { state, error: errorText(error) }, context.clock.now());
      log.warn({ err: error, delivery: id, channel, state, attempt: job.retryCount + 1 }, 'a delivery failed');
      return state === 'pending' ? error : undefined;
    }
    await recordDeliveryAttempt(tx, id, { state: 'sent', error: null }, context.clock.now());
    return undefined;
  });
  if (passingFailure) throw passingFailure;
}

/**
 * The worker of the delivery queue: two sends at once per node, each holding one of the pool's
 * connections while its transport answers.
 */
export const deliveryWorker: QueueWorker<DeliveryJob> = { name: deliveryQueue, concurrency: 2, run: sendDelivery };

/** `GET /deliveries/failed/`: per channel, the deliveries refused or failed after every retry, and the latest error. */
export async function listFailedDeliveries(context: AppContext): Promise<FailedDeliveries> {
  const channels = await countFailedDeliveries(context.db);
  return {
    results: channels.map((channel) => ({
      channel: channel.channel,
      failed: channel.failed,
      last_error: channel.lastError,
      last_failed_at: channel.lastFailedAt?.toISOString() ?? null,
    })),
  };
}
