import type { AppContext } from '../../platform/context.ts';
import { channelListenersOf } from '../communities/index.ts';
import { chatListenersOf } from '../messaging/index.ts';
import { findMembers, viewMembers } from '../users/index.ts';
import type { NewDelivery } from './deliveries.repository.ts';
import {
  type DeliveredNotification,
  enqueueDeliveries,
  memberDeliveries,
  wakeDeliveries,
} from './notification-delivery.ts';
import { messageFor } from './notification-messages.ts';
import { conversationKey, markAlertAnswered, writeMessageNotifications } from './notifications.repository.ts';

/**
 * The emails and texts of a direct or group message whose notifications just became unread, to
 * their recipients as each chose: once until they read the chat, never per message.
 */
async function directMessageDeliveries(
  context: AppContext,
  authorId: string,
  conversationId: string,
  notified: readonly (DeliveredNotification & { recipientId: string })[],
) {
  const recipients = new Map(
    (
      await findMembers(
        context.db,
        notified.map((row) => row.recipientId),
      )
    ).map((profile) => [profile.member.id, profile]),
  );
  const deliveries: NewDelivery[] = [];
  for (const notification of notified) {
    const recipient = recipients.get(notification.recipientId);
    if (!recipient || !(recipient.member.notifyByEmail || recipient.member.notifyBySms)) continue;
    const author = (await viewMembers(context, recipient.member.id, [authorId])).get(authorId);
    if (!author) continue;
    const message = messageFor(
      {
        kind: 'new_dm',
        actorName: author.display_name,
        actorId: authorId,
        tripId: null,
        placeTitle: null,
        startsOn: null,
        endsOn: null,
        crossing: null,
        conversationId,
      },
      context.config.publicUrl,
    );
    deliveries.push(...memberDeliveries(recipient, notification, message));
  }
  return deliveries;
}

/**
 * Message notifications (issue 18): `new_dm` for direct and group chats, and
 * `new_general_community_message` for community channels (the push tap opens the community), one
 * per recipient and conversation while it is unread, never for a muted conversation nor to its
 * author. A channel's are written in one statement, however many members it has; they reach
 * the app and its sockets only, not email or text, which a busy channel would flood. Reading a
 * conversation to its end reads its notification.
 */
export function subscribeMessageNotifications(context: AppContext) {
  context.events.subscribe('message.sent', async ({ conversationId, kind, channelId, communityId, authorId }) => {
    const isChannel = kind === 'channel';
    const listeners = isChannel
      ? channelListenersOf(context.db, channelId!)
      : chatListenersOf(context.db, conversationId);
    const notice = {
      kind: isChannel ? ('new_general_community_message' as const) : ('new_dm' as const),
      conversationId,
      authorId,
      communityId,
    };
    // The notifications and the jobs that email and text them commit together.
    const written = await context.db.transaction(async (tx) => {
      const rows = await writeMessageNotifications(tx, notice, listeners, context.clock.now());
      if (!isChannel)
        await enqueueDeliveries(context, tx, await directMessageDeliveries(context, authorId, conversationId, rows));
      return rows;
    });
    wakeDeliveries(context);
    for (const { id, recipientId } of written) {
      context.realtime.toMembers([recipientId], 'notification.created', { id });
    }
  });
  context.events.subscribe('conversation.read', async ({ conversationId, memberId, isCaughtUp }) => {
    if (isCaughtUp) await markAlertAnswered(context.db, memberId, conversationKey(conversationId), context.clock.now());
  });
}
