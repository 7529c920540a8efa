import type { ChatMessage } from '@here-and-there/contracts';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SectionFailed } from '../../../shared/ui/SectionStates.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { useChatFailure } from '../chat-notices.ts';
import { type ConversationRef, conversationPath } from '../conversation-ref.ts';
import { conversationStore } from '../conversation-store.ts';
import { dayLabel, localDay } from '../message-days.ts';
import { markRead } from '../messaging.queries.ts';
import { unreadSummaryOptions } from '../messaging-keys.ts';
import { startLiveMessaging } from '../realtime/live-messaging.ts';
import { Composer } from './Composer.tsx';
import { MessageBubble, OutgoingBubble } from './MessageBubble.tsx';

/** Messages by one author within this long of each other show as one run, with one time under the last. */
const runGapMs = 5 * 60 * 1000;

const endsRun = (message: ChatMessage, next: ChatMessage) =>
  next.author?.id !== message.author?.id ||
  Date.parse(next.created_at) - Date.parse(message.created_at) > runGapMs ||
  localDay(next.created_at) !== localDay(message.created_at);

/** Read marks wait for the member to stop scrolling through new messages (issue 18 §1: debounced). */
const readAfterMs = 700;
/** Within this distance of the bottom, new messages keep the view at the bottom. */
const nearBottomPx = 160;

interface ConversationProps {
  conversation: ConversationRef;
  /** The caller's read mark when the screen opened; a channel's comes from the unread counts. */
  lastReadSeq: number | null;
  canPost: boolean;
  /** What shows instead of the composer when the caller may not write. */
  readOnlyNote: ReactNode;
  /** The people of the conversation, to name who is typing. */
  people: readonly { id: string; first_name: string }[];
}

function useLog(path: string) {
  const me = useMe();
  const queryClient = useQueryClient();
  useEffect(() => {
    void startLiveMessaging(queryClient);
  }, [queryClient]);
  useEffect(() => {
    conversationStore.setMember(me?.id ?? null);
    return conversationStore.open(path);
  }, [path, me?.id]);
  const log = useSyncExternalStore(conversationStore.subscribe, () => conversationStore.log(path));
  const outbox = useSyncExternalStore(conversationStore.subscribe, conversationStore.outbox);
  const typing = useSyncExternalStore(conversationStore.subscribe, conversationStore.typing);
  return { log, outbox: outbox.filter((item) => item.path === path), typing, meId: me?.id ?? null };
}

/** "Ana is typing…", from `typing` events of the last few seconds, never the member's own. */
function TypingLine({
  typing,
  conversationId,
  meId,
  people,
}: {
  typing: Map<string, Map<string, number>>;
  conversationId: string | null;
  meId: string | null;
  people: ConversationProps['people'];
}) {
  const { t } = useTranslation('messaging');
  const now = Date.now();
  const names = [...(conversationId ? (typing.get(conversationId) ?? new Map<string, number>()) : new Map())]
    .filter(([userId, until]) => userId !== meId && until > now)
    .map(([userId]) => people.find((person) => person.id === userId)?.first_name)
    .filter((name): name is string => !!name);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      aria-live="polite"
      sx={{ px: 2, minHeight: 20, display: 'block', fontStyle: 'italic' }}
    >
      {names.length === 1 && t('chat.typingOne', { name: names[0] ?? '' })}
      {names.length > 1 && t('chat.typingMany', { names: names.join(', ') })}
    </Typography>
  );
}

function Separator({ label, isNewMessages: emphasis = false }: { label: string; isNewMessages?: boolean }) {
  return (
    <Box component="li" role="separator" aria-label={label} data-divider={emphasis ? 'new' : 'day'} sx={{ my: 1.5 }}>
      <Typography
        variant="caption"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          fontWeight: emphasis ? 600 : 500,
          color: emphasis ? 'secondary.main' : 'text.secondary',
          '&::before, &::after': {
            content: '""',
            flex: 1,
            borderTop: 1,
            borderColor: emphasis ? 'secondary.main' : 'divider',
          },
        }}
      >
        {label}
      </Typography>
    </Box>
  );
}

/**
 * A conversation as people expect (issue 18 §4): history loading upward as they scroll, a "new
 * messages" divider, day separators, each own message's state, who is typing, editing and
 * deleting their own messages, and a composer that loses nothing typed.
 */
export function Conversation({ conversation, lastReadSeq, canPost, readOnlyNote, people }: ConversationProps) {
  const { t, i18n } = useTranslation('messaging');
  const failed = useChatFailure();
  const queryClient = useQueryClient();
  const path = conversationPath(conversation);
  const { log, outbox, typing, meId } = useLog(path);
  const summary = useQuery(unreadSummaryOptions);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLLIElement>(null);
  const [dividerSeq, setDividerSeq] = useState<number | null>(null);
  const readSent = useRef(0);
  const hasScrolledFirst = useRef(false);
  const fromBottom = useRef(0);
  const firstSeq = log.messages[0]?.seq ?? 0;
  const lastSeq = log.syncedSeq;

  // The divider stays where the unread began while the conversation is open, as read marks move on.
  useEffect(() => {
    if (log.status !== 'ready' || dividerSeq !== null) return;
    const channelUnread = summary.data?.conversations.find(
      (entry) => entry.conversation_id === log.conversationId,
    )?.unread;
    const readUpTo = lastReadSeq ?? lastSeq - (channelUnread ?? 0);
    setDividerSeq(readUpTo < lastSeq ? readUpTo + 1 : 0);
  }, [log.status, log.conversationId, lastReadSeq, lastSeq, dividerSeq, summary.data]);

  useEffect(() => {
    setDividerSeq(null);
    hasScrolledFirst.current = false;
    readSent.current = 0;
    setEditing(null);
  }, [path]);

  // First view: at the divider when there is one, else at the newest message.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || hasScrolledFirst.current || dividerSeq === null) return;
    hasScrolledFirst.current = true;
    const divider = box.querySelector<HTMLElement>('[data-divider="new"]');
    if (divider) box.scrollTop = divider.offsetTop - box.offsetTop - 24;
    else box.scrollTop = box.scrollHeight;
  }, [dividerSeq]);

  // Older messages above keep what the member is looking at in place; new ones below follow when at the bottom.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !hasScrolledFirst.current) return;
    if (fromBottom.current <= nearBottomPx) box.scrollTop = box.scrollHeight;
    else box.scrollTop = box.scrollHeight - box.clientHeight - fromBottom.current;
  }, [log.messages, outbox.length]);

  const onScroll = () => {
    const box = scroller.current;
    if (box) fromBottom.current = box.scrollHeight - box.clientHeight - box.scrollTop;
  };

  useEffect(() => {
    const sentinel = topSentinel.current;
    const box = scroller.current;
    // Watched only once the first view is in place: its first report then tells where the member is.
    if (!sentinel || !box || !log.hasOlder || dividerSeq === null) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void conversationStore.loadOlder(path);
      },
      { root: box, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [path, log.hasOlder, firstSeq, dividerSeq]);

  // Everything shown is read once the member has had it on screen a moment (the page visible), or
  // at once when they leave it sooner.
  const sendRead = useCallback(() => {
    if (log.status !== 'ready' || document.visibilityState !== 'visible' || lastSeq <= readSent.current) return;
    const seq = lastSeq;
    readSent.current = seq;
    markRead(queryClient, path, { conversationId: log.conversationId, seq }).catch(() => {
      readSent.current = 0;
    });
  }, [queryClient, path, log.status, log.conversationId, lastSeq]);
  // Set by an effect, not while rendering: leaving for another conversation flushes the one left.
  const sendReadOnLeaving = useRef(sendRead);
  useEffect(() => {
    sendReadOnLeaving.current = sendRead;
  }, [sendRead]);
  useEffect(() => () => sendReadOnLeaving.current(), [path]);
  useEffect(() => {
    if (log.status !== 'ready' || lastSeq === 0) return;
    const timer = setTimeout(sendRead, readAfterMs);
    document.addEventListener('visibilitychange', sendRead);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', sendRead);
    };
  }, [log.status, lastSeq, sendRead]);

  const send = (text: string) => {
    fromBottom.current = 0;
    conversationStore.send(path, text);
  };
  const saveEdit = (id: string, text: string) => {
    conversationStore.edit(path, id, text).then(() => setEditing(null), failed);
  };
  const remove = (message: ChatMessage) => {
    conversationStore.remove(path, message).catch(failed);
  };

  const items: ReactNode[] = [];
  let previous: ChatMessage | undefined;
  for (const [index, message] of log.messages.entries()) {
    const next = log.messages[index + 1];
    const day = localDay(message.created_at);
    const isNewDay = !previous || localDay(previous.created_at) !== day;
    if (isNewDay) {
      items.push(
        <Separator
          key={`day-${day}`}
          label={dayLabel(message.created_at, i18n.language, {
            today: t('chat.today'),
            yesterday: t('chat.yesterday'),
          })}
        />,
      );
    }
    const isDivider = message.seq === dividerSeq && message.author?.id !== meId;
    if (isDivider) {
      items.push(<Separator key="divider" label={t('chat.newMessages')} isNewMessages />);
    }
    const isOwn = !!meId && message.author?.id === meId;
    items.push(
      <MessageBubble
        key={message.seq}
        message={message}
        isOwn={isOwn}
        showsAuthor={isNewDay || isDivider || previous?.author?.id !== message.author?.id}
        showsTime={!next || endsRun(message, next)}
        canChange={isOwn && canPost}
        onEdit={() => setEditing({ id: message.id, text: message.text ?? '' })}
        onDelete={() => remove(message)}
      />,
    );
    previous = message;
  }

  return (
    <Box
      data-testid="conversation"
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.conversation')}
        aria-busy={log.status === 'loading'}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, md: 3 }, py: 1 }}
      >
        {log.status === 'loading' && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('chat.loading')}>
            <CircularProgress size={28} />
          </Stack>
        )}
        {log.status === 'failed' && (
          <SectionFailed message={t('chat.failed')} onRetry={() => void conversationStore.reload(path)} />
        )}
        {log.status === 'ready' && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 880, mx: 'auto' }}>
            <Box component="li" ref={topSentinel} sx={{ textAlign: 'center', py: 1 }}>
              {log.hasOlder ? (
                <CircularProgress size={20} aria-label={t('chat.loadingOlder')} />
              ) : (
                <Typography variant="caption" color="text.secondary">
                  {t('chat.beginning')}
                </Typography>
              )}
            </Box>
            {items}
            {outbox.map((item) => (
              <OutgoingBubble
                key={item.client_msg_id}
                item={item}
                onRetry={() => conversationStore.retry(item.client_msg_id)}
                onDiscard={() => conversationStore.discard(item.client_msg_id)}
              />
            ))}
          </Box>
        )}
      </Box>
      <TypingLine typing={typing} conversationId={log.conversationId} meId={meId} people={people} />
      {canPost && meId ? (
        <Composer
          memberId={meId}
          path={path}
          conversationId={log.conversationId}
          editing={editing}
          onSend={send}
          onSaveEdit={saveEdit}
          onCancelEdit={() => setEditing(null)}
        />
      ) : (
        <Typography
          data-testid="read-only-note"
          color="text.secondary"
          sx={{ m: { xs: 1, md: 2 }, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, textAlign: 'center' }}
        >
          {readOnlyNote}
        </Typography>
      )}
    </Box>
  );
}
