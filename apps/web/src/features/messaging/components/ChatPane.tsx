import type { Chat } from '@here-and-there/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { desktopMediaQuery } from '../../../app/layout/layout-sizes.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { countOf } from '../../communities/community-links.ts';
import { chatName } from '../chat-names.ts';
import { useChat } from '../messaging.queries.ts';
import { ChatAvatar } from './ChatAvatar.tsx';
import { Conversation } from './Conversation.tsx';

const ChatActions = lazy(() => import('./ChatActions.tsx'));

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Suspense fallback={null}>
        {hasOpened && <ChatActions chat={chat} menuId={menuId} anchor={anchor} onClose={() => setAnchor(null)} />}
      </Suspense>
    </Stack>
  );
}
