import {
  digestTopics,
  type FailedDeliveries,
  type NotificationKind,
  notificationTopicOf,
  parseWebPushSubscription,
} from '@here-and-there/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { JobInsert, JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db.ts';
import { enqueueJobs, type QueueWorker, wakeWorkers } from '../../platform/jobs.ts';
import { isKnownPushService } from '../../platform/push.ts';
import type { PushMessage } from '../../platform/push-message.ts';
import {
  isPermanentDeliveryError,
  PermanentDeliveryError,
  PushDeviceGoneError,
} from '../../platform/transport-errors.ts';
import { findCommunityNames } from '../communities/index.ts';
import { findUnreadMessagesOf } from '../messaging/index.ts';
import {
  channelsFor,
  findMembers,
  type MemberRow,
  type Profile,
  quietHoursEndOf,
  viewMembers,
} from '../users/index.ts';
import {
  countFailedDeliveries,
  findPendingMessagePush,
  insertDeliveries,
  isDeliveryPending,
  lockPendingDelivery,
  type NewDelivery,
  recordDeliveryAttempt,
} from './deliveries.repository.ts';
import type { DeliveryRow } from './deliveries.table.ts';
import type { NewDigestItem } from './digests.table.ts';
import { type ComposedEmail, composeEmail, emailWords, topicsInWords } from './email-layout.ts';
import { type Message, type MessageFacts, messageFor, textBody, unreadMessagesPush } from './notification-messages.ts';
import { conversationKey, findRecipientOf, type MessageNotice } from './notifications.repository.ts';
import { deletePushDevice, findPushDevice, findPushDeviceIdsOf } from './push-devices.repository.ts';
import type { PushDeviceRow } from './push-devices.table.ts';
import { unsubscribeHeaders, unsubscribePageLink } from './unsubscribe.ts';

/** The queue of every email, text and push the app sends about a notification: one job per delivery. */
const deliveryQueue = 'deliveries';

interface DeliveryJob {
  deliveryId: string;
  /** A push of unread messages, counted and worded when it is sent. */
  countsMessages?: boolean;
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
  /** The words of its text and push, in the recipient's language. */
  message: Message;
  /** Its email, both parts, with the one-click unsubscribe from its topic. */
  email: ComposedEmail;
  /** The devices its pushes go to. */
  pushDeviceIds: readonly string[];
}

/**
 * A member's notification in their language, its email laid out with the unsubscribe from its
 * topic: composed before the transaction that writes it, which must not wait for other reads.
 */
export function composeNotice(
  context: AppContext,
  recipient: Profile,
  facts: MessageFacts,
  pushDeviceIds: readonly string[],
): ComposedNotice {
  const { language, firstName, id: memberId } = recipient.member;
  const message = messageFor(facts, context.config.publicUrl, language);
  const topics = [notificationTopicOf[facts.kind]];
  const words = emailWords[language];
  const email = composeEmail(
    {
      language,
      subject: message.subject,
      firstName,
      lines: [{ sentence: message.sentence }],
      action: { label: words.open, link: message.link },
      reason: words.memberReason(topicsInWords(language, topics)),
      unsubscribeLink: unsubscribePageLink(context, { memberId, topics }),
    },
    unsubscribeHeaders(context, { memberId, topics }),
  );
  return { recipient, kind: facts.kind, message, email, pushDeviceIds };
}

/** Whether the member has notifications of this kind in their daily digest rather than one email each. */
const isForDigest = (member: MemberRow, kind: NotificationKind) =>
  member.digestAt !== null && digestTopics.some((topic) => topic === notificationTopicOf[kind]);

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
/**
 * The devices pushed to of each of these members who want pushes of the kind they are to get:
 * their browsers, and their phones of the platforms this server is configured to push to (a
 * phone of another gets nothing).
 */
export async function pushDevicesOf(context: AppContext, addressees: readonly Addressee[]) {
  const memberIds = addressees
    .filter(({ recipient, kind }) => channelsFor(recipient.member, kind).push)
    .map(({ recipient }) => recipient.member.id);
  return findPushDeviceIdsOf(context.db, memberIds, context.push.deviceTypes);
}

/**
 * The email, text and pushes of a member's notification as they chose for its kind (SPEC §3
 * notification preferences, per topic): email to their sign-in address unless their daily digest
 * takes it, a text only to their verified number, a push to each of their devices.
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
  if (channels.email && account.email && !isForDigest(member, notice.kind)) {
    rows.push({ ...base, channel: 'email', address: account.email, content: notice.email });
  }
  if (channels.sms && account.phoneNumberVerified && account.phoneNumber) {
    rows.push({ ...base, channel: 'sms', address: account.phoneNumber, content: { body: textBody(message) } });
  }
  return rows;
}

/** The line a member's daily digest will have of this notification, when the digest takes its email. */
export function digestItemsOf(notification: { id: string }, notice: ComposedNotice, at: Date): NewDigestItem[] {
  const { member, account } = notice.recipient;
  if (!channelsFor(member, notice.kind).email || !account.email || !isForDigest(member, notice.kind)) return [];
  const { sentence, link } = notice.message;
  return [{ memberId: member.id, notificationId: notification.id, kind: notice.kind, sentence, link, createdAt: at }];
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
  // Their language is not known: the email is in English, as the app is to a visitor.
  const words = emailWords.en;
  const content = composeEmail({
    language: 'en',
    subject: message.subject,
    firstName: outsider.firstName,
    lines: [{ sentence: message.sentence }],
    action: { label: words.open, link: message.link },
    reason: words.outsiderReason,
  });
  return [{ ...base, channel: 'email', address: email, content }];
}

/**
 * Writes deliveries and a job to send each in `tx`, the transaction that makes what they tell of:
 * committed together, a crash after the commit leaves the jobs for the next start, and a
 * delivery already made (the same key and channel) gets no second job. Answers the deliveries
 * it wrote. Call `wakeDeliveries` once `tx` has committed.
 */
export async function enqueueDeliveries(
  context: AppContext,
  tx: Transaction,
  rows: readonly NewDelivery[],
  options: { startAfterSeconds?: number; countsMessages?: boolean } = {},
) {
  const written = await insertDeliveries(tx, rows, context.clock.now());
  const { startAfterSeconds, countsMessages } = options;
  await enqueueJobs(
    context,
    tx,
    deliveryQueue,
    written.map(({ id }) =>
      sendingJob(context, { deliveryId: id, ...(countsMessages ? { countsMessages } : {}) }, startAfterSeconds),
    ),
  );
  return written;
}

/**
 * The members a message is pushed to, with their browsers and phones: of those `listeners` selects (its
 * conversation's, who did not mute it), those who want pushes of its kind and have no socket open
 * (the app shows them the message as it comes). One query for the listeners' devices, however
 * many the listeners are, and the members with any.
 */
export async function findMessagePushTargets(
  context: AppContext,
  { kind, authorId }: Pick<MessageNotice, 'kind' | 'authorId'>,
  listeners: SQLWrapper,
) {
  const devices = await findPushDeviceIdsOf(context.db, listeners, context.push.deviceTypes);
  devices.delete(authorId);
  const recipients = await findMembers(context.db, [...devices.keys()]);
  const wanting = recipients.filter(({ member }) => channelsFor(member, kind).push).map(({ member }) => member.id);
  // Without every node's answer the pushes are made all the same: each asks again when it is sent.
  const online = await context.realtime.membersOnline(wanting).catch((error: unknown) => {
    context.log.warn({ err: error }, 'the nodes did not say who is online: a message is pushed to every listener');
    return new Set<string>();
  });
  return new Map(wanting.filter((id) => !online.has(id)).map((id) => [id, devices.get(id)!]));
}

/**
 * A message's pushes to the devices of `targets`, in `tx`: one per notification and device for
 * every message of the same stretch of `messagePushDelaySeconds`, sent one stretch after it ends
 * (a message of the stretch still committing then is counted too) and counting what is unread
 * then. A burst of messages thus makes one push, and a long one one push a stretch, each
 * replacing the last on the device.
 */
export async function enqueueMessagePushes(
  context: AppContext,
  tx: Transaction,
  conversationId: string,
  notifications: readonly { id: string; recipientId: string }[],
  targets: ReadonlyMap<string, readonly string[]>,
) {
  const stretchSeconds = context.config.delivery.messagePushDelaySeconds;
  const now = context.clock.now().getTime() / 1000;
  const stretch = Math.floor(now / stretchSeconds);
  const rows = notifications.flatMap(({ id, recipientId }) =>
    (targets.get(recipientId) ?? []).map(
      (deviceId): NewDelivery => ({
        deliveryKey: `notification:${id}:messages:${stretch}:device:${deviceId}`,
        channel: 'push',
        notificationId: id,
        address: deviceId,
        content: { conversationId },
      }),
    ),
  );
  const startAfterSeconds = (stretch + 2) * stretchSeconds - now;
  await enqueueDeliveries(context, tx, rows, { startAfterSeconds, countsMessages: true });
}

/**
 * The job that sends a delivery, tried again as the settings say: at once, or after a number of
 * seconds (counted by the database's clock, as pg-boss counts), or from an instant.
 */
function sendingJob(context: AppContext, data: DeliveryJob, startAfter?: number | Date): JobInsert<DeliveryJob> {
  const { retryLimit, retryDelaySeconds, retryDelayMaxSeconds } = context.config.delivery;
  return {
    data,
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

/** Pushes to a browser through its push service, or to a phone through its platform's. */
function pushTo(context: AppContext, device: PushDeviceRow, message: PushMessage) {
  if (device.deviceType !== 'web') return context.push.sendToPhone(device.deviceType, device.token, message);
  const subscription = parseWebPushSubscription(device.token);
  if (!subscription) throw new PermanentDeliveryError(`device ${device.id} is not a browser that can be pushed to`);
  // Checked again here: the list may have changed since the device was registered.
  if (!isKnownPushService(subscription.endpoint, context.config.webPush.services)) {
    throw new PermanentDeliveryError(`device ${device.id} names a push service this server does not post to`);
  }
  return context.push.sendWeb(subscription, message);
}

/**
 * What a push of unread messages says as it is sent: how many the recipient has not read now,
 * and from whom, under the conversation's tag, so it replaces the one before. Null when there is
 * nothing to tell: they read them since, or they have the app open. Undefined when the push is
 * no longer pending.
 */
async function wordMessagePush(context: AppContext, deliveryId: string): Promise<PushMessage | null | undefined> {
  const push = await findPendingMessagePush(context.db, deliveryId);
  if (!push) return undefined;
  const { recipientId, conversationId, communityId } = push;
  const kind = push.kind === 'new_general_community_message' ? push.kind : 'new_dm';
  const [online, unread, [recipient]] = await Promise.all([
    context.realtime.membersOnline([recipientId]),
    findUnreadMessagesOf(context.db, conversationId, recipientId),
    findMembers(context.db, [recipientId]),
  ]);
  if (online.has(recipientId) || !unread || unread.unread === 0) return null;
  const [authorId, ...others] = unread.authorIds;
  const [authors, communityNames] = await Promise.all([
    authorId && others.length === 0 ? viewMembers(context, recipientId, [authorId]) : undefined,
    communityId ? findCommunityNames(context.db, [communityId]) : undefined,
  ]);
  const communityName = communityId && communityNames?.get(communityId);
  const words = unreadMessagesPush(
    {
      kind,
      conversationId,
      unread: unread.unread,
      authorName: (authorId && authors?.get(authorId)?.display_name) || null,
      groupName: unread.name,
      community: communityId && communityName ? { id: communityId, name: communityName } : null,
    },
    recipient?.member.language,
  );
  return { ...words, tag: conversationKey(conversationId) };
}

/** What a push delivery shows: its words as they were written, or as they were counted for sending. */
function pushMessageOf(delivery: DeliveryRow, counted: PushMessage | undefined): PushMessage {
  if (counted) return counted;
  const { content } = delivery;
  if (!('title' in content)) throw new Error(`delivery ${delivery.id} is a push without words`);
  // A notification pushed again replaces its last push on the device.
  const tag = delivery.notificationId ?? undefined;
  return { title: content.title, body: content.body, route: content.route, ...(tag ? { tag } : {}) };
}

/**
 * Pushes to the device the delivery names, while it is still the recipient's: a device removed at
 * sign-out, or registered since by another member (it then has a new id), is sent nothing. A
 * device its push service calls gone is deleted with the failure recorded.
 */
async function transmitPush(context: AppContext, tx: Transaction, delivery: DeliveryRow, message: PushMessage) {
  const { address: deviceId } = delivery;
  const device = await findPushDevice(tx, deviceId);
  if (!device) throw new PermanentDeliveryError('the device was removed before the push was sent');
  try {
    await pushTo(context, device, message);
  } catch (error) {
    if (error instanceof PushDeviceGoneError) await deletePushDevice(tx, device.id);
    throw error;
  }
}

function transmit(context: AppContext, tx: Transaction, delivery: DeliveryRow, counted: PushMessage | undefined) {
  const { content, address } = delivery;
  switch (delivery.channel) {
    case 'push':
      return transmitPush(context, tx, delivery, pushMessageOf(delivery, counted));
    case 'email':
      if (!('subject' in content)) throw new Error(`delivery ${delivery.id} is an email without a subject`);
      return context.mailer.send({ to: address, ...content });
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
 * backoff, until the last attempt records it failed. A push of unread messages is counted first,
 * outside the transaction (whose connection must not wait for others), and skipped when there is
 * nothing left to tell. A push or text that finds its recipient in their quiet hours stays
 * pending for a job that starts when they end.
 */
async function sendDelivery(context: AppContext, job: JobWithMetadata<DeliveryJob>) {
  const { log } = context;
  const { deliveryId, countsMessages } = job.data;
  let counted: PushMessage | null | undefined;
  let countingFailure: unknown;
  if (countsMessages) {
    try {
      counted = await wordMessagePush(context, deliveryId);
    } catch (error) {
      countingFailure = error;
    }
  }
  const passingFailure = await context.db.transaction(async (tx) => {
    const delivery = await lockPendingDelivery(tx, deliveryId);
    if (!delivery) {
      if (await isDeliveryPending(tx, deliveryId)) return new Error('another job is sending this delivery');
      return undefined;
    }
    const { id, channel } = delivery;
    if (counted === null) {
      await recordDeliveryAttempt(tx, id, { state: 'skipped', error: null }, context.clock.now());
      return undefined;
    }
    const heldUntil = await quietUntil(context, tx, delivery);
    if (heldUntil) {
      // Another job sends it when they end (a push of messages counted again then); this one is
      // done. Committed with the lock released.
      await enqueueJobs(context, tx, deliveryQueue, [sendingJob(context, job.data, heldUntil)]);
      log.info({ delivery: id, channel, until: heldUntil.toISOString() }, 'a delivery waits for quiet hours to end');
      return undefined;
    }
    try {
      // A push that could not be counted (a node did not answer) fails as a send would: tried again.
      if (countingFailure) throw countingFailure;
      await transmit(context, tx, delivery, counted);
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
