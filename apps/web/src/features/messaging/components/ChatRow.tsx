import type { Chat } from '@here-and-there/contracts';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { Badge, Box, IconButton, ListItemButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { countOf } from '../../communities/community-links.ts';
import { chatName } from '../chat-names.ts';
import { rowTime } from '../message-days.ts';
import { ChatAvatar } from './ChatAvatar.tsx';

interface ChatRowProps {
  chat: Chat;
  meId: string | null;
  isSelected: boolean;
  onArchive: (archive: boolean) => void;
}

/** An inbox row: who, the last message, when, how many unread, and archiving at hand. */
export function ChatRow({ chat, meId, isSelected, onArchive }: ChatRowProps) {
  const { t, i18n } = useTranslation('messaging');
  const name = chatName(chat, t('inbox.noMessages'));
  const last = chat.last_message;
  const lastText = !last
    ? t('inbox.noMessages')
    : last.meetup
      ? t('meetup.preview', { place: last.meetup.location.title })
      : (last.text ?? t('chat.deleted'));
  const preview = last && last.author?.id === meId ? t('inbox.fromYou', { text: lastText }) : lastText;
  const isUnread = chat.unread > 0;
  const archiveLabel = chat.archived ? t('inbox.unarchive') : t('inbox.archive');
  return (
    <Box component="li" data-testid="chat-row" sx={{ position: 'relative', '&:hover .row-archive': { opacity: 1 } }}>
      <ListItemButton
        component={RouterLink}
        to={routes.chat(chat.id)}
        selected={isSelected}
        aria-current={isSelected ? 'page' : undefined}
        sx={{ gap: 1.5, py: 1.25, pr: 7, borderRadius: 2 }}
      >
        <ChatAvatar chat={chat} />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, fontWeight: isUnread ? 700 : 500 }}>
              {name}
            </Typography>
            {chat.muted && (
              <NotificationsOffOutlinedIcon
                titleAccess={t('inbox.muted')}
                sx={{ fontSize: 16, color: 'text.secondary', alignSelf: 'center', flexShrink: 0 }}
              />
            )}
            {chat.last_message_at && (
              <Typography variant="caption" color={isUnread ? 'secondary' : 'text.secondary'} sx={{ flexShrink: 0 }}>
                {rowTime(chat.last_message_at, i18n.language)}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography
              variant="body2"
              noWrap
              color={isUnread ? 'text.primary' : 'text.secondary'}
              sx={{ flex: 1, fontStyle: last?.text === null && !last.meetup ? 'italic' : undefined }}
            >
              {preview}
            </Typography>
            {isUnread && (
              <Badge
                badgeContent={chat.unread}
                color="secondary"
                max={99}
                aria-label={countOf(t('inbox.unread', { count: chat.unread }), chat.unread)}
                sx={{ mr: 1.25, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
            )}
          </Stack>
        </Stack>
      </ListItemButton>
      {chat.abilities.archive && (
        <IconButton
          title={archiveLabel}
          className="row-archive"
          aria-label={`${archiveLabel}: ${name}`}
          onClick={() => onArchive(!chat.archived)}
          size="small"
          sx={{
            position: 'absolute',
            right: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            opacity: { xs: 0.6, md: 0 },
            '&:focus-visible': { opacity: 1 },
          }}
        >
          {chat.archived ? <UnarchiveOutlinedIcon fontSize="small" /> : <ArchiveOutlinedIcon fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
