import type { Chat, ChatMessage, ChatPage, UnreadSummary } from '@here-and-there/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './messaging-keys.ts';

/** Every cached copy of a chat: its detail and the lists holding it; `false` when no list holds it. */
function patchChat(queryClient: QueryClient, chatId: string, patch: (chat: Chat) => Chat) {
  queryClient.setQueryData<Chat>(messagingKeys.detail(chatId), (chat) => chat && patch(chat));
  let isListed = false;
  queryClient.setQueriesData<ChatPage>({ queryKey: messagingKeys.lists() }, (page) => {
    if (!page) return page;
    const chat = page.results.find((item) => item.id === chatId);
    if (!chat) return page;
    isListed = true;
    const patched = patch(chat);
    // The latest conversation first, as the server lists them.
    const others = page.results.filter((item) => item.id !== chatId);
    const results =
      patched.last_message_at !== chat.last_message_at
        ? [patched, ...others]
        : page.results.map((item) => (item.id === chatId ? patched : item));
    return { ...page, results };
  });
  return isListed;
}

/** A new or changed message shows in its chat's row; `countsAsUnread` when the member has not seen it. */
export function showMessageInChats(
  queryClient: QueryClient,
  message: ChatMessage,
  { countsAsUnread }: { countsAsUnread: boolean },
) {
  const isListed = patchChat(queryClient, message.conversation_id, (chat) => {
    if (message.seq < chat.last_seq) {
      return chat.last_message?.seq === message.seq ? { ...chat, last_message: message } : chat;
    }
    return {
      ...chat,
      last_message: message,
      last_message_at: message.created_at,
      last_seq: message.seq,
      unread: countsAsUnread ? chat.unread + (message.seq - chat.last_seq) : chat.unread,
    };
  });
  // A chat this device has not listed yet (new, or back from the archive): the server's list has it.
  if (!isListed) void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

/** The member read up to `seq` (here or on another device). */
export function showReadInChats(queryClient: QueryClient, conversationId: string, seq: number) {
  patchChat(queryClient, conversationId, (chat) => {
    const lastReadSeq = Math.max(chat.last_read_seq, Math.min(seq, chat.last_seq));
    return { ...chat, last_read_seq: lastReadSeq, unread: chat.last_seq - lastReadSeq };
  });
}

/** The summary with one conversation's unread count changed, its totals following. */
export function withUnread(
  summary: UnreadSummary,
  conversationId: string,
  unread: (current: number) => number,
): UnreadSummary | null {
  const entry = summary.conversations.find((item) => item.conversation_id === conversationId);
  if (!entry) return null;
  const next = Math.max(0, unread(entry.unread));
  const change = next - entry.unread;
  return {
    direct: summary.direct + (entry.kind === 'channel' ? 0 : change),
    community: summary.community + (entry.kind === 'channel' ? change : 0),
    conversations: summary.conversations
      .map((item) => (item.conversation_id === conversationId ? { ...item, unread: next } : item))
      .filter((item) => item.unread > 0),
  };
}

/**
 * One more unread message in a conversation. One the summary does not list may be muted or
 * archived, which never count: the server, which knows, is asked again.
 */
export function countUnread(queryClient: QueryClient, conversationId: string) {
  const summary = queryClient.getQueryData<UnreadSummary>(messagingKeys.unread());
  const next = summary && withUnread(summary, conversationId, (unread) => unread + 1);
  if (next) queryClient.setQueryData(messagingKeys.unread(), next);
  else void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
}
