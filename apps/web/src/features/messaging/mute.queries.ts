import type { Chat } from '@here-and-there/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** `POST messaging/{id}/mute/` or `/unmute/`: a muted chat counts no unread and notifies of nothing. */
export function useMuteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, mute }: { chatId: string; mute: boolean }) =>
      api.post<Chat>(`/messaging/${chatId}/${mute ? 'mute' : 'unmute'}/`),
    onSuccess: (chat) => {
      queryClient.setQueryData(messagingKeys.detail(chat.id), chat);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.unread() }),
      ]);
    },
  });
}
