import type { Chat } from '@here-and-there/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { desktopMediaQuery } from '../../../app/layout/layout-sizes.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { useCommunityNotices } from '../../communities/communities.queries.ts';
import { countOf } from '../../communities/community-links.ts';
import { chatName } from '../chat-names.ts';
import { useArchiveChat, useChat, useEndChat } from '../messaging.queries.ts';
import { ChatAvatar } from './ChatAvatar.tsx';
import { Conversation } from './Conversation.tsx';

/** A chat opened in the inbox: who it is with, its actions, and the conversation. */
export function ChatPane({ chatId }: { chatId: string }) {
  const { t } = useTranslation('messaging');
  const chat = useChat(chatId);
  if (chat.isPending) return <SectionLoading label={t('chat.loading')} />;
  if (!chat.data) {
    return hasStatus(chat.error, 404, 400) ? (
      <Stack sx={{ p: 4, gap: 2, alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('chat.notFound')}
        </Typography>
        <Button component={RouterLink} to={routes.inbox} startIcon={<ArrowBackIcon />}>
          {t('chat.back')}
        </Button>
      </Stack>
    ) : (
      <SectionFailed message={t('chat.failed')} onRetry={() => void chat.refetch()} />
    );
  }
  return <ChatOf chat={chat.data} />;
}

function ChatOf({ chat }: { chat: Chat }) {
  const { t } = useTranslation('messaging');
  const name = chatName(chat, t('chat.formerMember'));
  return (
    <>
      <ChatHeader chat={chat} name={name} />
      <Conversation
        conversation={{ kind: 'chat', chatId: chat.id }}
        lastReadSeq={chat.last_read_seq}
        canPost={chat.abilities.post}
        readOnlyNote={t('chat.readOnly')}
        people={chat.users}
      />
    </>
  );
}

function ChatHeader({ chat, name }: { chat: Chat; name: string }) {
  const { t } = useTranslation('messaging');
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });
  const navigate = useNavigate();
  const notices = useCommunityNotices();
  const archive = useArchiveChat();
  const end = useEndChat(chat.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const menuId = useId();
  const isDeleting = chat.abilities.delete;
  const back = chat.archived ? routes.inboxTab('archived') : routes.inbox;
  const subtitle =
    chat.kind === 'direct'
      ? chat.users[0]?.username
        ? `@${chat.users[0].username}`
        : ''
      : countOf(t('chat.members', { count: chat.users.length + 1 }), chat.users.length + 1);
  const title = (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1" noWrap>
        {name}
      </Typography>
      {subtitle && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {subtitle}
        </Typography>
      )}
    </Stack>
  );
  const endChat = () =>
    end.mutate(undefined, {
      onSuccess: () => void navigate(routes.inbox, { replace: true }),
      onError: notices.failed,
    });

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1.5, px: { xs: 1, md: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {!isDesktop && (
        <IconButton component={RouterLink} to={back} aria-label={t('chat.back')}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <ChatAvatar chat={chat} size={40} />
      {chat.kind === 'direct' && chat.users[0] ? (
        <Box
          component={RouterLink}
          to={routes.user(chat.users[0].id)}
          sx={{ color: 'inherit', textDecoration: 'none', minWidth: 0, flex: 1 }}
        >
          {title}
        </Box>
      ) : (
        <Box sx={{ minWidth: 0, flex: 1 }}>{title}</Box>
      )}
      <IconButton
        aria-label={t('chat.chatMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {chat.abilities.edit && (
          <MenuItem component={RouterLink} to={routes.editChat(chat.id)} onClick={() => setAnchor(null)}>
            {t('chat.editChat')}
          </MenuItem>
        )}
        {chat.abilities.archive && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              archive.mutate({ chatId: chat.id, archive: !chat.archived }, { onError: notices.failed });
            }}
          >
            {chat.archived ? t('inbox.unarchive') : t('inbox.archive')}
          </MenuItem>
        )}
        {(chat.abilities.leave || chat.abilities.delete) && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirming(true);
            }}
            sx={{ color: 'error.main' }}
          >
            {isDeleting ? t('chat.deleteChat') : t('chat.leave')}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{isDeleting ? t('chat.confirmDelete') : t('chat.confirmLeave')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{isDeleting ? t('chat.confirmDeleteBody') : t('chat.confirmLeaveBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            {t('chat.cancel')}
          </Button>
          <Button color="error" loading={end.isPending} onClick={endChat}>
            {isDeleting ? t('chat.deleteChat') : t('chat.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
