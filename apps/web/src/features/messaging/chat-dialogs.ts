import { useSearchParams } from 'react-router';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';

/** `?dialog=user-chat&user=<id>`: the member the chat is with travels in its own parameter. */
export const userParam = 'chat-user';

export function useChatDialogs() {
  const { openDialog, closeDialog } = useDialogs();
  const [searchParams] = useSearchParams();
  return {
    userId: searchParams.get(userParam) ?? '',
    openUserChat: (userId: string) => openDialog('user-chat', { params: { [userParam]: userId } }),
    openCreateChat: () => openDialog('create-chat'),
    closeUserChat: () => closeDialog('user-chat', { params: [userParam] }),
    closeCreateChat: () => closeDialog('create-chat'),
  };
}
