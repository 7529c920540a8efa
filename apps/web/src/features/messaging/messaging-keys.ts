import { type Chat, type ChatPage, limits, type UnreadSummary } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';
import { hasStatus } from '../../shared/api/api-error.ts';

// Apart from the chat screens: the shell's badges and the prefetch after sign-in read these on every screen.

export const messagingKeys = {
  all: ['messaging'] as const,
  lists: () => [...messagingKeys.all, 'list'] as const,
  list: (archived: boolean) => [...messagingKeys.lists(), { archived }] as const,
  detail: (chatId: string) => [...messagingKeys.all, 'detail', chatId] as const,
  unread: () => [...messagingKeys.all, 'unread'] as const,
};

/** `GET messaging/`: the caller's chats, latest first, up to SPEC §2's prefetch of 5000. */
export const chatsQueryOptions = (archived: boolean) =>
  queryOptions({
    queryKey: messagingKeys.list(archived),
    queryFn: ({ signal }) =>
      api.get<ChatPage>(pathWithQuery('/messaging/', { archived, limit: limits.chatsPrefetch }), { signal }),
  });

export const chatQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: messagingKeys.detail(chatId),
    queryFn: ({ signal }) => api.get<Chat>(`/messaging/${chatId}/`, { signal }),
    retry: (failureCount, error) => failureCount < 3 && !hasStatus(error, 400, 401, 403, 404),
  });

/**
 * `GET messaging/unread/`: the badges' counts. The socket keeps it current while connected; the
 * interval is for a device whose socket could not connect.
 */
export const unreadSummaryOptions = queryOptions({
  queryKey: messagingKeys.unread(),
  queryFn: ({ signal }) => api.get<UnreadSummary>('/messaging/unread/', { signal }),
  refetchInterval: 5 * 60 * 1000,
});
