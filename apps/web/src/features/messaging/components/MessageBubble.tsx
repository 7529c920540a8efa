import type { ChatMessage } from '@here-and-there/contracts';
import DoneIcon from '@mui/icons-material/Done';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import type { OutgoingMessage } from '../conversation-store.ts';
import { linkify } from '../linkify.ts';
import { MeetupCard } from '../meetups/MeetupCard.tsx';
import { timeOfDay } from '../message-days.ts';

const MessageMenu = lazy(() => import('./MessageMenu.tsx'));

/** Words as typed, web addresses as links that open apart from the app; never HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <Box
            component="a"
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: 'inherit', textDecoration: 'underline' }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const bubbleSx = (isOwn: boolean) =>
  ({
    px: 1.5,
    py: 0.75,
    borderRadius: 2.5,
    maxWidth: '100%',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    bgcolor: isOwn ? 'primary.main' : 'action.selected',
    color: isOwn ? 'primary.contrastText' : 'text.primary',
    borderBottomRightRadius: isOwn ? 6 : undefined,
    borderBottomLeftRadius: isOwn ? undefined : 6,
  }) as const;

interface MessageBubbleProps {
  message: ChatMessage;
  isOwn: boolean;
  /** The first of a run of messages by one author: their name and picture show. */
  showsAuthor: boolean;
  /** The last of a run: its time (and for the member's own, that it was sent) shows under it. */
  showsTime: boolean;
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function MessageBubble({
  message,
  isOwn,
  showsAuthor,
  showsTime,
  canChange,
  onEdit,
  onDelete,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation('messaging');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  // A meetup's card has no text of its own.
  const isDeleted = message.text === null && !message.meetup;
  const author = message.author;
  const name = author ? author.display_name : t('chat.formerMember');
  return (
    <Stack
      component="li"
      data-testid="message"
      data-seq={message.seq}
      direction="row"
      sx={{
        gap: 1,
        alignItems: 'flex-end',
        justifyContent: isOwn ? 'flex-end' : 'flex-start',
        mt: showsAuthor ? 1.25 : 0.25,
        '&:hover .message-actions, & .message-actions:focus-visible, & .message-actions[aria-expanded="true"]': {
          opacity: 1,
        },
      }}
    >
      {!isOwn && (
        <Box sx={{ width: 32, flexShrink: 0 }}>
          {showsAuthor && (
            <MemberAvatar
              firstName={author?.first_name ?? '?'}
              lastName={author?.last_name ?? ''}
              pictureUrl={author?.profile_picture?.['100']}
              size={32}
            />
          )}
        </Box>
      )}
      {isOwn && canChange && !isDeleted && !message.meetup && (
        <>
          <IconButton
            className="message-actions"
            size="small"
            aria-label={t('chat.actions')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={!!anchor}
            onClick={(event) => {
              setAnchor(event.currentTarget);
              setHasOpened(true);
            }}
            sx={{ opacity: { xs: 0.7, md: 0 }, alignSelf: 'center' }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Suspense fallback={null}>
            {hasOpened && (
              <MessageMenu
                menuId={menuId}
                anchor={anchor}
                onClose={() => setAnchor(null)}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            )}
          </Suspense>
        </>
      )}
      <Stack sx={{ maxWidth: { xs: '80%', md: '70%' }, alignItems: isOwn ? 'flex-end' : 'flex-start' }}>
        {showsAuthor && !isOwn && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1, mb: 0.25, fontWeight: 500 }}>
            {name}
          </Typography>
        )}
        {message.meetup ? (
          <MeetupCard meetup={message.meetup} />
        ) : (
          <Box sx={[bubbleSx(isOwn), isDeleted && { bgcolor: 'transparent', border: 1, borderColor: 'divider' }]}>
            {isDeleted ? (
              <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                {t('chat.deleted')}
              </Typography>
            ) : (
              <Typography variant="body2" component="p" sx={{ m: 0 }}>
                <MessageText text={message.text ?? ''} />
              </Typography>
            )}
          </Box>
        )}
        {(showsTime || (message.edited_at && !isDeleted)) && (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', mx: 1, mt: 0.25, color: 'text.secondary' }}>
            <Typography variant="caption">
              {showsTime && timeOfDay(message.created_at, i18n.language)}
              {showsTime && message.edited_at && !isDeleted && ' · '}
              {message.edited_at && !isDeleted && t('chat.edited')}
            </Typography>
            {isOwn && showsTime && <DoneIcon sx={{ fontSize: 14 }} aria-label={t('chat.sent')} />}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** A message typed here that the server has not stored yet: waiting, or refused with a way to try again. */
export function OutgoingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutgoingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('messaging');
  const { t: tCommon } = useTranslation();
  const isFailed = item.state === 'failed';
  return (
    <Stack
      component="li"
      data-testid="outgoing-message"
      data-state={item.state}
      sx={{ alignItems: 'flex-end', mt: 0.25 }}
    >
      <Box
        sx={[
          bubbleSx(true),
          { maxWidth: { xs: '80%', md: '70%' }, opacity: 0.75 },
          isFailed && {
            opacity: 1,
            bgcolor: (theme) => alpha(theme.palette.error.main, 0.15),
            color: 'text.primary',
          },
        ]}
      >
        <Typography variant="body2" component="p" sx={{ m: 0 }}>
          <MessageText text={item.text} />
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', mx: 1, mt: 0.25 }}>
        {isFailed ? (
          <>
            <ErrorOutlineIcon sx={{ fontSize: 14, color: 'error.main' }} />
            <Typography variant="caption" color="error">
              {item.error ? `${t('chat.notSent')}: ${translateMessage(tCommon, item.error)}` : t('chat.notSent')}
            </Typography>
            <Button size="small" onClick={onRetry} sx={{ minWidth: 0, py: 0 }}>
              {t('chat.retrySend')}
            </Button>
            <Button size="small" color="inherit" onClick={onDiscard} sx={{ minWidth: 0, py: 0 }}>
              {t('chat.discard')}
            </Button>
          </>
        ) : (
          <>
            <ScheduleIcon sx={{ fontSize: 14, color: 'text.secondary' }} />
            <Typography variant="caption" color="text.secondary">
              {t('chat.sending')}
            </Typography>
          </>
        )}
      </Stack>
    </Stack>
  );
}
