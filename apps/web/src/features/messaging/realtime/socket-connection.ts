import {
  type ClientToServerEvents,
  type Me,
  type MessageEvent,
  type ServerToClientEvents,
  socketPath,
} from '@here-and-there/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { sessionToken } from '../../../shared/api/session-token.store.ts';
import { authKeys } from '../../auth/auth.queries.ts';
import { notificationKeys } from '../../notifications/notification-keys.ts';
import { countUnread, showMessageInChats, showReadInChats } from '../chat-caches.ts';
import { conversationPath } from '../conversation-ref.ts';
import { conversationStore } from '../conversation-store.ts';
import { chatQueryOptions, chatsQueryOptions, messagingKeys } from '../messaging-keys.ts';

/** How long "X is typing…" shows after the last `typing` event (issue 18 §4). */
const typingShownMs = 4000;
/** A refused handshake (a token being replaced) is tried again after this long. */
const retryRefusedMs = 5000;

type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const meOf = (queryClient: QueryClient) => queryClient.getQueryData<Me>(authKeys.me()) ?? null;

/**
 * The signed-in member's socket (issue 18 §1): one per app, the session token in the handshake,
 * read again at every reconnect; closed at sign-out. Events update the message logs on screen,
 * the chats' rows and the badges; each (re)connect resumes from the HTTP log, since the socket
 * only tells of what happened while it was up.
 */
export function connectSocket(queryClient: QueryClient) {
  const socket: MemberSocket = io(window.location.origin, {
    path: socketPath,
    transports: ['websocket'],
    auth: (send) => send({ token: sessionToken.get() ?? '' }),
    autoConnect: false,
  });
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let currentToken = sessionToken.get();

  const isSeen = (conversationId: string) =>
    conversationStore.isOpen(conversationId) && document.visibilityState === 'visible';

  const onMessage = (event: MessageEvent, isNew: boolean) => {
    void conversationStore.receive(event);
    const countsAsUnread =
      isNew && event.message.author?.id !== meOf(queryClient)?.id && !isSeen(event.conversation_id);
    showMessageInChats(queryClient, event.message, { countsAsUnread });
    if (countsAsUnread) countUnread(queryClient, event.conversation_id);
  };

  let hasConnected = false;
  socket.on('connect', () => {
    conversationStore.resume();
    void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    // Notifications made while the socket was down were told to no one. The first connection
    // follows the screen's own fetch of them by a moment, which the minute's refetch covers.
    if (hasConnected) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    hasConnected = true;
  });
  socket.on('connect_error', () => {
    // Socket.IO retries a dropped connection itself, but not a handshake the server refused.
    if (socket.active) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (sessionToken.get()) socket.connect();
    }, retryRefusedMs);
  });
  socket.on('message.created', (event) => onMessage(event, true));
  socket.on('message.updated', (event) => onMessage(event, false));
  socket.on('message.deleted', (event) => onMessage(event, false));
  socket.on('conversation.read', ({ conversation_id: conversationId, seq }) =>
    showReadInChats(queryClient, conversationId, seq),
  );
  socket.on('unread.changed', (summary) => queryClient.setQueryData(messagingKeys.unread(), summary));
  socket.on('chat.changed', ({ conversation_id: conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(conversationId) });
  });
  // The list and every badge (the shell's, the app icon's) read these queries, so all move at once.
  const reloadNotifications = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  socket.on('notification.created', reloadNotifications);
  socket.on('notification.changed', reloadNotifications);
  socket.on('typing', ({ conversation_id: conversationId, user_id: userId }) =>
    conversationStore.showTyping(conversationId, userId, typingShownMs),
  );

  conversationStore.connect({
    sendTyping: (conversationId) => {
      if (socket.connected) socket.volatile.emit('typing', { conversation_id: conversationId });
    },
    // A channel's conversation is a chat of kind channel: its detail names the channel.
    resolveConversation: async (conversationId) => {
      const chat = await queryClient.fetchQuery(chatQueryOptions(conversationId)).catch(() => null);
      if (!chat) return null;
      return conversationPath(
        chat.channel ? { kind: 'channel', channelId: chat.channel } : { kind: 'chat', chatId: chat.id },
      );
    },
  });

  const followSession = () => {
    const token = sessionToken.get();
    if (token === currentToken && (socket.connected || socket.active)) return;
    currentToken = token;
    clearTimeout(retryTimer);
    socket.disconnect();
    conversationStore.setMember(token ? (meOf(queryClient)?.id ?? null) : null);
    if (token) socket.connect();
  };
  // The member's identity arrives with their profile, possibly after the socket starts.
  queryClient.getQueryCache().subscribe((event) => {
    const [scope, name] = event.query.queryKey;
    if (event.type === 'updated' && scope === authKeys.all[0] && name === authKeys.me()[1]) {
      conversationStore.setMember(sessionToken.get() ? (meOf(queryClient)?.id ?? null) : null);
    }
  });
  sessionToken.subscribe(followSession);
  window.addEventListener('online', () => conversationStore.sendWaiting());
  conversationStore.setMember(meOf(queryClient)?.id ?? null);
  if (currentToken) {
    socket.connect();
    // SPEC §2: the member's active chats are at hand before the inbox is opened.
    void queryClient.prefetchQuery(chatsQueryOptions(false));
  }
}
