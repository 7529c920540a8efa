import { type NotificationTopic, notificationTopicOf, notificationTopics } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { ScheduledJob } from '../../platform/jobs.ts';
import { channelsFor, findMembers, type Profile } from '../users/index.ts';
import type { NewDelivery } from './deliveries.repository.ts';
import {
  type DueDigest,
  discardDigestItems,
  findDueDigests,
  findWaitingDigestItems,
  takeDigestItems,
} from './digests.repository.ts';
import type { DigestItemRow } from './digests.table.ts';
import { composeEmail, emailWords, topicsInWords } from './email-layout.ts';
import { enqueueDeliveries, wakeDeliveries } from './notification-delivery.ts';
import { unsubscribeHeaders, unsubscribePageLink } from './unsubscribe.ts';

/** One digest a member-day: what makes it once, however often the job runs. */
const digestKey = (due: DueDigest) => `digest:${due.memberId}:${due.day}`;

/** A member's digest as it will be sent, and the items it takes or drops. */
interface ComposedDigest {
  delivery: NewDelivery | null;
  taken: string[];
  dropped: string[];
}

/**
 * The digest email of a member's waiting notifications: one line each with its link, in their
 * language, and one-click unsubscribe from the topics it holds. Items of a topic whose emails the
 * member turned off since are dropped; with emails off altogether, or no address, they wait.
 */
function composeDigest(
  context: AppContext,
  recipient: Profile,
  due: DueDigest,
  items: DigestItemRow[],
): ComposedDigest | null {
  const { member, account } = recipient;
  if (!member.notifyByEmail || !account.email) return null;
  const wanted = items.filter((item) => channelsFor(member, item.kind).email);
  const dropped = items.filter((item) => !wanted.includes(item)).map(({ id }) => id);
  if (wanted.length === 0) return { delivery: null, taken: [], dropped };
  const { language, firstName } = member;
  const words = emailWords[language];
  const held = new Set(wanted.map((item) => notificationTopicOf[item.kind]));
  const topics: NotificationTopic[] = notificationTopics.filter((topic) => held.has(topic));
  const target = { memberId: member.id, topics };
  const content = composeEmail(
    {
      language,
      subject: words.digestSubject(wanted.length),
      firstName,
      lines: wanted.map(({ sentence, link }) => ({ sentence, link })),
      action: { label: words.openAll, link: `${context.config.publicUrl}/notifications` },
      reason: words.digestReason(topicsInWords(language, topics), due.time),
      unsubscribeLink: unsubscribePageLink(context, target),
    },
    unsubscribeHeaders(context, target),
  );
  return {
    delivery: { deliveryKey: digestKey(due), channel: 'email', notificationId: null, address: account.email, content },
    taken: wanted.map(({ id }) => id),
    dropped,
  };
}

/**
 * Sends each member whose digest time has passed one email of the crossings and network trips
 * that came since their last digest (the scheduled job, every quarter of an hour). The email is a
 * delivery keyed per member and day, written with the marks on the items it takes in one
 * transaction: a run again, or on another node, writes no second one, and an item is never in two
 * digests. A day whose digest was sent already (the member moved its time later) leaves what
 * came since for the next day's.
 */
export async function sendDueDigests(context: AppContext) {
  const due = await findDueDigests(context.db, context.clock.now());
  const recipients = new Map(
    (
      await findMembers(
        context.db,
        due.map(({ memberId }) => memberId),
      )
    ).map((profile) => [profile.member.id, profile]),
  );
  let sent = 0;
  for (const digest of due) {
    const recipient = recipients.get(digest.memberId);
    if (!recipient) continue;
    // Composed before the transaction, which must not wait for other connections (`makeAlerts`).
    const items = await findWaitingDigestItems(context.db, digest.memberId, digest.dueAt);
    const composed = composeDigest(context, recipient, digest, items);
    if (!composed) continue;
    const { delivery, taken, dropped } = composed;
    const wrote = await context.db.transaction(async (tx) => {
      await discardDigestItems(tx, dropped);
      if (!delivery) return false;
      const written = await enqueueDeliveries(context, tx, [delivery]);
      if (written.length === 0) return false;
      await takeDigestItems(tx, taken, delivery.deliveryKey);
      return true;
    });
    if (wrote) sent += 1;
  }
  if (sent > 0) wakeDeliveries(context);
  return { due: due.length, sent };
}

export const dueDigestsJob: ScheduledJob = { name: 'send-due-digests', cron: '*/15 * * * *', run: sendDueDigests };
