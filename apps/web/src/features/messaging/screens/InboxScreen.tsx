import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Box, Button, List, Stack, Typography, useMediaQuery } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { desktopMediaQuery, topBarHeight } from '../../../app/layout/layout-sizes.ts';
import { type InboxTab, inboxTabs, routes } from '../../../app/routing/route-paths.ts';
import { useDialogs } from '../../../shared/dialogs/use-dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { LinkTabs } from '../../profile/components/LinkTabs.tsx';
import { ChatRow } from '../components/ChatRow.tsx';
import { useArchiveChat, useChat, useChats } from '../messaging.queries.ts';

// The list is the inbox's first screen: a chat and a chat's settings download when opened.
const ChatPane = lazy(() => import('../components/ChatPane.tsx').then((module) => ({ default: module.ChatPane })));
const EditChatPane = lazy(() =>
  import('../components/EditChatPane.tsx').then((module) => ({ default: module.EditChatPane })),
);

/** The inbox's screens: the list of a tab, a chat, or a chat's settings. */
export type InboxPane = 'list' | 'view' | 'edit';

const screenHeight = {
  xs: `calc(100dvh - ${topBarHeight.xs}px)`,
  md: `calc(100dvh - ${topBarHeight.md}px)`,
} as const;

/**
 * `/inbox/{tab}`, `/inbox/view/{chatId}` and `/inbox/edit/{chatId}` (SPEC §2). On a desktop the
 * list stays at the left and the chat opens beside it; on a phone each is a screen of its own,
 * the chat the whole height (the bottom navigation steps aside).
 */
export default function InboxScreen({ pane }: { pane: InboxPane }) {
  const { tab = 'active', chatId = '' } = useParams();
  const { t } = useTranslation('messaging');
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });
  const chat = useChat(pane === 'list' ? '' : chatId);
  const inboxTab = inboxTabs.find((name) => name === tab);
  if (pane === 'list' && !inboxTab) return <Navigate to={routes.inbox} replace />;
  const shownTab: InboxTab = pane === 'list' ? (inboxTab ?? 'active') : chat.data?.archived ? 'archived' : 'active';

  const detail =
    pane === 'list' ? null : (
      <Suspense fallback={<SectionLoading label={t('chat.loading')} />}>
        {pane === 'view' ? <ChatPane chatId={chatId} /> : <EditChatPane chatId={chatId} />}
      </Suspense>
    );
  if (!isDesktop) {
    return (
      <Box sx={{ height: detail ? screenHeight : undefined, display: 'flex', flexDirection: 'column' }}>
        {detail ?? <ChatList tab={shownTab} selectedId={null} />}
      </Box>
    );
  }
  return (
    <Box sx={{ height: screenHeight, display: 'grid', gridTemplateColumns: 'minmax(300px, 380px) 1fr' }}>
      <Box sx={{ borderRight: 1, borderColor: 'divider', overflowY: 'auto', minHeight: 0 }}>
        <ChatList tab={shownTab} selectedId={pane === 'list' ? null : chatId} />
      </Box>
      <Box sx={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}>{detail ?? <PickAChat />}</Box>
    </Box>
  );
}

function PickAChat() {
  const { t } = useTranslation('messaging');
  return (
    <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 2, color: 'text.secondary', p: 4 }}>
      <ChatBubbleOutlineIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography>{t('inbox.pick')}</Typography>
    </Stack>
  );
}

function ChatList({ tab, selectedId }: { tab: InboxTab; selectedId: string | null }) {
  const { t } = useTranslation('messaging');
  const { openDialog } = useDialogs();
  const me = useMe();
  const chats = useChats(tab === 'archived');
  const archive = useArchiveChat();
  return (
    <Box sx={{ px: 2, pt: { xs: 2, md: 3 }, pb: 2, width: '100%', maxWidth: { xs: 720, md: 'none' }, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h3" component="h1" sx={{ flex: 1 }}>
          {t('inbox.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => openDialog('create-chat')}>
          {t('inbox.newChat')}
        </Button>
      </Stack>
      <LinkTabs
        label={t('inbox.tabs.label')}
        value={tab}
        tabs={inboxTabs.map((name) => ({
          value: name,
          label: t(`inbox.tabs.${name}`),
          to: routes.inboxTab(name),
          id: `inbox-tab-${name}`,
          panelId: 'inbox-chats',
        }))}
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      />
      {chats.isPending && <SectionLoading label={t('inbox.loading')} />}
      {chats.isError && <SectionFailed message={t('inbox.failed')} onRetry={() => void chats.refetch()} />}
      {chats.data &&
        (chats.data.results.length === 0 ? (
          <SectionEmpty icon={tab === 'archived' ? <ArchiveOutlinedIcon /> : <ChatBubbleOutlineIcon />}>
            <Stack>
              <Typography sx={{ fontWeight: 500 }}>
                {tab === 'archived' ? t('inbox.emptyArchived') : t('inbox.empty')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tab === 'archived' ? t('inbox.emptyArchivedHint') : t('inbox.emptyHint')}
              </Typography>
            </Stack>
          </SectionEmpty>
        ) : (
          <List id="inbox-chats" disablePadding aria-label={t(`inbox.tabs.${tab}`)}>
            {chats.data.results.map((chat) => (
              <ChatRow
                key={chat.id}
                chat={chat}
                meId={me?.id ?? null}
                isSelected={chat.id === selectedId}
                onArchive={(isArchiving) => archive.mutate({ chatId: chat.id, archive: isArchiving })}
              />
            ))}
          </List>
        ))}
    </Box>
  );
}
