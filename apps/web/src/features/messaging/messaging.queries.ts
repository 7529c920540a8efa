import type { Chat, ChatPage, CreateChatRequest, UnreadSummary, UpdateChatRequest } from '@here-and-there/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { isMemberId } from '../users/profile-link.ts';
import { showReadInChats } from './chat-caches.ts';
import { chatQueryOptions, chatsQueryOptions, messagingKeys } from './messaging-keys.ts';

export { messagingKeys } from './messaging-keys.ts';

export const useChats = (archived: boolean) => useQuery(chatsQueryOptions(archived));

export const useChat = (chatId: string) => useQuery({ ...chatQueryOptions(chatId), enabled: isMemberId(chatId) });

/** After a chat changes: its detail, the lists and the badges take the server's word. */
const refreshChats = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.unread() }),
  ]);

/** `POST messaging/`: one member is a direct chat (found again if it exists), several a group. */
export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateChatRequest) => api.post<Chat>('/messaging/', request),
    onSuccess: (chat) => {
      queryClient.setQueryData(messagingKeys.detail(chat.id), chat);
      return refreshChats(queryClient);
    },
  });
}

/** `PUT messaging/{id}/`: a group's name and members; refusals are the form's to show. */
export function useUpdateChat(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateChatRequest) => api.put<Chat>(`/messaging/${chatId}/`, request),
    onSuccess: (chat) => {
      queryClient.setQueryData(messagingKeys.detail(chat.id), chat);
      return refreshChats(queryClient);
    },
  });
}

/** `DELETE messaging/{id}/`: the creator deletes the chat, anyone else leaves it. */
export function useEndChat(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/messaging/${chatId}/`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messagingKeys.detail(chatId) });
      return refreshChats(queryClient);
    },
  });
}

/** Archive or bring back: the row leaves one tab for the other at once. */
export function useArchiveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, archive }: { chatId: string; archive: boolean }) =>
      api.post<Chat | undefined>(`/messaging/${chatId}/${archive ? 'archive' : 'unarchive'}/`),
    onMutate: ({ chatId, archive }) => {
      queryClient.setQueryData<ChatPage>(messagingKeys.list(!archive), (page) =>
        page ? { ...page, results: page.results.filter((chat) => chat.id !== chatId), count: page.count - 1 } : page,
      );
    },
    onSettled: () => refreshChats(queryClient),
  });
}

/** `POST …/read/`: everything up to `seq` is read; the answer is the member's new unread counts. */
export async function markRead(
  queryClient: QueryClient,
  path: string,
  read: { conversationId: string | null; seq: number },
) {
  const summary = await api.post<UnreadSummary>(`${path}/read/`, { seq: read.seq });
  queryClient.setQueryData(messagingKeys.unread(), summary);
  if (read.conversationId) showReadInChats(queryClient, read.conversationId, read.seq);
}
