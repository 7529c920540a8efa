import type { AppContext } from '../../platform/context.ts';
import { channelListenersOf } from '../communities/index.ts';
import { chatListenersOf } from '../messaging/index.ts';
import { findMembers, viewMembers } from '../users/index.ts';
import {
  type ComposedNotice,
  composeNotice,
  enqueueDeliveries,
  enqueueMessagePushes,
  findMessagePushTargets,
  memberDeliveries,
  wakeDeliveries,
  wantsDeliveries,
} from './notification-delivery.ts';
import {
  conversationKey,
  findMembersToNotifyOfMessage,
  findUnreadMessageNotifications,
  markAlertAnswered,
  writeMessageNotifications,
} from './notifications.repository.ts';
import { notifyingQueue, tellNotificationsChanged } from './notifications.service.ts';

/**
 * The emails and texts of a direct or group message, by recipient, to those whose notification
 * of the chat it makes unread again, as each chose: once until they read the chat, never per
 * message. One query while the chat's notifications are unread anyway. (Pushes have their own
 * rule: `findMessagePushTargets`.)
 */
async function composeDirectMessageNotices(context: AppContext, authorId: string, conversationId: string) {
  const listeners = chatListenersOf(context.db, conversationId);
  const toNotify = await findMembersToNotifyOfMessage(context.db, { conversationId, authorId }, listeners);
  const notices = new Map<string, ComposedNotice>();
  const recipients = await findMembers(context.db, toNotify);
  const kind = 'new_dm';
  for (const recipient of recipients) {
    if (!wantsDeliveries({ recipient, kind })) continue;
    const author = (await viewMembers(context, recipient.member.id, [authorId])).get(authorId);
    if (!author) continue;
    notices.set(
      recipient.member.id,
      composeNotice(
        context,
        recipient,
        {
          kind,
          actorName: author.display_name,
          actorId: authorId,
          tripId: null,
          placeTitle: null,
          startsOn: null,
          endsOn: null,
          crossing: null,
          conversationId,
        },
        // Pushed apart from email and text: only while away, a burst counted in one (`enqueueMessagePushes`).
        [],
      ),
    );
  }
  return notices;
}

/**
 * Message notifications: `new_dm` for direct and group chats, and `new_general_community_message`
 * for community channels (the push tap opens the channel), one per recipient and conversation
 * while it is unread, never for a muted conversation nor to its author. A channel's are written in
 * one statement, however many members it has, and are not emailed or texted, which a busy
 * channel would flood. Both are pushed to the members without the app open, a burst in one push
 * per conversation (`enqueueMessagePushes`). Reading a conversation to its end reads its
 * notification.
 */
export function subscribeMessageNotifications(context: AppContext) {
  context.events.subscribeDurably(
    'message.sent',
    notifyingQueue,
    async ({ conversationId, kind, channelId, communityId, authorId }) => {
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
      // Composed before the transaction, whose connection must not wait for others (`makeAlerts`).
      // Someone who reads the chat in between is notified again without an email.
      const notices = isChannel
        ? new Map<string, ComposedNotice>()
        : await composeDirectMessageNotices(context, authorId, conversationId);
      const pushTargets = await findMessagePushTargets(context, notice, listeners);
      // The notifications and the jobs that email, text and push them commit together.
      const written = await context.db.transaction(async (tx) => {
        const rows = await writeMessageNotifications(tx, notice, listeners, context.clock.now());
        const deliveries = rows.flatMap((row) => {
          const composed = notices.get(row.recipientId);
          return composed ? memberDeliveries(composed.recipient, row, composed) : [];
        });
        await enqueueDeliveries(context, tx, deliveries);
        const pushed = await findUnreadMessageNotifications(tx, notice, [...pushTargets.keys()]);
        await enqueueMessagePushes(context, tx, conversationId, pushed, pushTargets);
        return rows;
      });
      wakeDeliveries(context);
      for (const { id, recipientId } of written) {
        context.realtime.toMembers([recipientId], 'notification.created', { id });
      }
    },
  );
  context.events.subscribe('conversation.read', async ({ conversationId, memberId, isCaughtUp }) => {
    if (!isCaughtUp) return;
    const read = await markAlertAnswered(context.db, memberId, conversationKey(conversationId), context.clock.now());
    tellNotificationsChanged(context, read);
  });
}
