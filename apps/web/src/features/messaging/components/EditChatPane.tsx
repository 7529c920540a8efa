import { type Chat, messagingLimits, type User } from '@here-and-there/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { useChat, useUpdateChat } from '../messaging.queries.ts';
import { PeoplePicker } from './PeoplePicker.tsx';

/** `/inbox/edit/{chatId}`: a group's name and members; its creator stays, and one other member at least. */
export function EditChatPane({ chatId }: { chatId: string }) {
  const { t } = useTranslation('messaging');
  const chat = useChat(chatId);
  if (chat.isPending) return <SectionLoading label={t('chat.loading')} />;
  if (!chat.data) return <SectionFailed message={t('chat.notFound')} onRetry={() => void chat.refetch()} />;
  return <EditChatForm chat={chat.data} />;
}

function EditChatForm({ chat }: { chat: Chat }) {
  const { t } = useTranslation('messaging');
  const { t: tCommon } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const update = useUpdateChat(chat.id);
  const [name, setName] = useState(chat.name ?? '');
  const [members, setMembers] = useState<User[]>(chat.users);
  const [isAdding, setAdding] = useState(false);
  const canEdit = chat.kind === 'group' && chat.abilities.edit;
  const toggle = (user: User) =>
    setMembers((current) =>
      current.some((member) => member.id === user.id)
        ? current.filter((member) => member.id !== user.id)
        : [...current, user],
    );
  const save = () =>
    update.mutate(
      { name: name.trim() || null, users: members.map((member) => member.id) },
      { onSuccess: () => void navigate(routes.chat(chat.id)) },
    );
  const error = update.error instanceof ApiError ? translateMessage(tCommon, update.error.message) : undefined;

  return (
    <Box sx={{ overflowY: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Stack sx={{ maxWidth: 560, gap: 2 }}>
        <Button
          component={RouterLink}
          to={routes.chat(chat.id)}
          color="inherit"
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start', ml: -1 }}
        >
          {t('chat.back')}
        </Button>
        <Box>
          <Typography variant="h4" component="h1">
            {t('edit.title')}
          </Typography>
          <Typography color="text.secondary">{canEdit ? t('edit.lead') : t('edit.notGroup')}</Typography>
        </Box>
        {canEdit && (
          <>
            <TextField
              label={t('edit.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: messagingLimits.groupNameMaxLength } }}
              fullWidth
            />
            <Typography variant="h6" component="h2">
              {t('edit.members')}
            </Typography>
            <List disablePadding>
              {me && (
                <ListItem disableGutters>
                  <ListItemAvatar>
                    <MemberAvatar firstName={me.first_name} lastName={me.last_name ?? ''} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={t('edit.you')}
                    secondary={chat.creator === me.id ? t('edit.creator') : undefined}
                  />
                </ListItem>
              )}
              {members.map((member) => {
                const isCreator = member.id === chat.creator;
                return (
                  <ListItem
                    key={member.id}
                    disableGutters
                    secondaryAction={
                      !isCreator && (
                        <IconButton
                          edge="end"
                          aria-label={t('edit.remove', { name: member.display_name })}
                          disabled={members.length <= 1}
                          onClick={() => toggle(member)}
                        >
                          <PersonRemoveOutlinedIcon />
                        </IconButton>
                      )
                    }
                  >
                    <ListItemAvatar>
                      <MemberAvatar
                        firstName={member.first_name}
                        lastName={member.last_name ?? ''}
                        pictureUrl={member.profile_picture?.['100']}
                        size={40}
                      />
                    </ListItemAvatar>
                    <ListItemText primary={member.display_name} secondary={isCreator ? t('edit.creator') : undefined} />
                  </ListItem>
                );
              })}
            </List>
            {members.length <= 1 && (
              <Typography variant="body2" color="text.secondary">
                {t('edit.atLeastOne')}
              </Typography>
            )}
            {isAdding ? (
              <PeoplePicker
                chosen={new Set(members.map((member) => member.id))}
                onToggle={toggle}
                leaveOut={chat.creator && chat.creator !== me?.id ? [chat.creator] : []}
              />
            ) : (
              <Button variant="outlined" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
                {t('edit.add')}
              </Button>
            )}
            {update.isError && <Alert severity="error">{error ?? tCommon('errors.somethingWentWrong')}</Alert>}
            <Button
              variant="contained"
              size="large"
              loading={update.isPending}
              disabled={members.length === 0}
              onClick={save}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('edit.save')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
