import { messagingLimits, type User } from '@here-and-there/contracts';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { countOf } from '../../communities/community-links.ts';
import { useChatDialogs } from '../chat-dialogs.ts';
import { PeoplePicker } from '../components/PeoplePicker.tsx';
import { useCreateChat } from '../messaging.queries.ts';

/**
 * "Create chat" (SPEC §2): one connection chosen opens the direct chat with them (found again if
 * it exists); several start a group, which may be named.
 */
export default function CreateChatDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('messaging');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const { closeCreateChat } = useChatDialogs();
  const create = useCreateChat();
  const [chosen, setChosen] = useState<Map<string, User>>(new Map());
  const [name, setName] = useState('');
  const isGroup = chosen.size > 1;
  const toggle = (user: User) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(user.id)) next.delete(user.id);
      else next.set(user.id, user);
      return next;
    });
  const start = () =>
    create.mutate(
      { users: [...chosen.keys()], name: isGroup && name.trim() ? name.trim() : null },
      { onSuccess: (chat) => void navigate(routes.chat(chat.id)) },
    );
  const error = create.error instanceof ApiError ? translateMessage(tCommon, create.error.message) : undefined;
  return (
    <BottomSheet open={open} onClose={closeCreateChat} title={t('create.title')}>
      <Stack sx={{ gap: 2 }}>
        <Typography color="text.secondary">{t('create.lead')}</Typography>
        <PeoplePicker chosen={new Set(chosen.keys())} onToggle={toggle} />
        {isGroup && (
          <TextField
            label={t('create.groupName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: messagingLimits.groupNameMaxLength } }}
            fullWidth
          />
        )}
        {create.isError && <Alert severity="error">{error ?? tCommon('errors.somethingWentWrong')}</Alert>}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {chosen.size > 0 && countOf(t('create.selected', { count: chosen.size }), chosen.size)}
          </Typography>
          <Button variant="contained" disabled={chosen.size === 0} loading={create.isPending} onClick={start}>
            {isGroup ? t('create.startGroup') : t('create.start')}
          </Button>
        </Stack>
      </Stack>
    </BottomSheet>
  );
}
