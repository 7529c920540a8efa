import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { useChatDialogs } from '../chat-dialogs.ts';
import { chatName } from '../chat-names.ts';
import { Conversation } from '../components/Conversation.tsx';
import { useCreateChat } from '../messaging.queries.ts';

/**
 * "User chat" (SPEC §2), from a member's profile: the direct chat with them, found again if it
 * exists, else started, right there over the profile.
 */
export default function UserChatDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('messaging');
  const { t: tCommon } = useTranslation();
  const { userId, closeUserChat } = useChatDialogs();
  const { mutate, data: chat, error, isError } = useCreateChat();
  useEffect(() => {
    if (open && userId) mutate({ users: [userId] });
  }, [open, userId, mutate]);
  const title = chat ? t('userChat.title', { name: chatName(chat, '') }) : t('userChat.opening');
  return (
    <BottomSheet open={open} onClose={closeUserChat} title={title}>
      {isError && (
        <Alert severity="error">
          {error instanceof ApiError ? translateMessage(tCommon, error.message) : t('userChat.failed')}
        </Alert>
      )}
      {!chat && !isError && <SectionLoading label={t('userChat.opening')} />}
      {chat && (
        <Stack sx={{ gap: 1 }}>
          <Box sx={{ height: '60dvh', display: 'flex', flexDirection: 'column', mx: -3 }}>
            <Conversation
              conversation={{ kind: 'chat', chatId: chat.id }}
              lastReadSeq={chat.last_read_seq}
              canPost={chat.abilities.post}
              readOnlyNote={t('chat.readOnly')}
              people={chat.users}
            />
          </Box>
          <Button component={RouterLink} to={routes.chat(chat.id)} sx={{ alignSelf: 'flex-end' }}>
            {t('userChat.openFull')}
          </Button>
        </Stack>
      )}
    </BottomSheet>
  );
}
