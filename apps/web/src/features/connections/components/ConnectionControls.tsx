import type { User } from '@here-and-there/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTopOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { alpha, Box, Button, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { brand } from '../../../app/theme/theme.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useChatDialogs } from '../../messaging/chat-dialogs.ts';
import { BookMeetingButton } from '../../users/components/BookMeetingButton.tsx';
import { webLink } from '../../users/profile-details.ts';
import {
  type ConnectionChange,
  canChooseLevel,
  canMeet,
  type PickerLevel,
  pickerLevelOf,
  pickerLevels,
} from '../connection-changes.ts';
import { useChangeConnection } from '../connections.queries.ts';
import type { ConfirmedChange } from './ConfirmChangeSheet.tsx';
import type { ConnectionMenuProps } from './ConnectionMenu.tsx';
import { levelIcons } from './level-icons.tsx';

// The menu and the confirmation are reached for now and then; their popover and sheet machinery
// download only then, keeping a profile's first download within budget.
const loadMenu = () => import('./ConnectionMenu.tsx');
const ConnectionMenu = lazy(loadMenu);
const loadSheet = () => import('./ConfirmChangeSheet.tsx');
const ConfirmChangeSheet = lazy(() => loadSheet().then((module) => ({ default: module.ConfirmChangeSheet })));
/** The block and remove actions of the menu ask first, so the sheet comes with it. */
const loadMenuAndSheet = () => Promise.all([loadMenu(), loadSheet()]);

/**
 * The connection controls of another member's profile (SPEC §2, §4): the level picker, accepting a
 * request, the state of one's own request, block, unblock and remove, and — on an active
 * connection at general or close — messaging and booking a meeting. Downloaded only by members.
 */
export default function ConnectionControls({ user }: { user: User }) {
  const { t } = useTranslation('connections');
  const notify = useNotify();
  const changeConnection = useChangeConnection();
  const [confirming, setConfirming] = useState<ConfirmedChange | null>(null);
  // Mounted from the first question on, so the sheet can slide away afterwards.
  const [hasAsked, setHasAsked] = useState(false);
  const ask = (question: ConfirmedChange) => {
    setHasAsked(true);
    setConfirming(question);
  };
  const { connection, first_name: name } = user;
  const isBlocked = connection?.type === 'block';

  const change = (next: ConnectionChange, done?: string) =>
    changeConnection.mutate(
      { memberId: user.id, connection, change: next },
      {
        onSuccess: () => {
          setConfirming(null);
          if (done) notify.success(done);
        },
      },
    );

  return (
    <Box
      component="section"
      aria-labelledby={`connection-${user.id}`}
      sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2.5, md: 4 }, py: { xs: 2.5, md: 3 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography
          id={`connection-${user.id}`}
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ flex: 1, minWidth: 0, lineHeight: 1.6 }}
        >
          {t('controls.title', { name })}
        </Typography>
        {!isBlocked && connection?.status === 'active' && (
          <StatusBadge icon={<CheckCircleOutlineIcon />} label={t('controls.connected')} tone="success" />
        )}
        {connection?.status === 'pending_initiator' && !isBlocked && (
          <StatusBadge icon={<HourglassTopIcon />} label={t('controls.invitationSent')} tone="pending" />
        )}
        <MoreMenu
          name={name}
          hasConnection={!!connection && !isBlocked}
          isBlocked={isBlocked}
          isDisabled={changeConnection.isPending}
          onBlock={() => ask('block')}
          onUnblock={() => change({ kind: 'unblock' }, t('done.unblocked', { name }))}
          onRemove={() => ask('remove')}
        />
      </Stack>

      {isBlocked ? (
        <Notice
          title={t('controls.blocked', { name })}
          body={t('controls.blockedHint')}
          action={
            <Button
              variant="outlined"
              startIcon={<LockOpenIcon />}
              loading={changeConnection.isPending}
              onClick={() => change({ kind: 'unblock' }, t('done.unblocked', { name }))}
            >
              {t('controls.unblock')}
            </Button>
          }
        />
      ) : (
        <Stack sx={{ gap: 2 }}>
          {connection?.status === 'pending_receiver' && (
            <Notice
              title={t('controls.asked', { name })}
              body={t('controls.askedHint', { name })}
              isHighlighted
              action={
                <Button
                  variant="contained"
                  loading={changeConnection.isPending}
                  onClick={() => change({ kind: 'accept' }, t('done.accepted', { name }))}
                >
                  {t('controls.accept')}
                </Button>
              }
            />
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
            <LevelPicker
              name={name}
              level={pickerLevelOf(connection)}
              isDisabled={changeConnection.isPending || !canChooseLevel(connection)}
              hint={
                connection?.status === 'pending_initiator'
                  ? t('controls.invitationSentHint', { name })
                  : t(`levelHints.${pickerLevelOf(connection)}`, { name })
              }
              onChoose={(level) => change({ kind: 'choose', level })}
            />
            {canMeet(connection) && <MeetingActions user={user} />}
          </Stack>
        </Stack>
      )}

      {hasAsked && (
        <Suspense fallback={null}>
          <ConfirmChangeSheet
            change={confirming}
            name={name}
            isPending={changeConnection.isPending}
            onClose={() => setConfirming(null)}
            onConfirm={(confirmed) =>
              confirmed === 'block'
                ? change({ kind: 'block' }, t('done.blocked', { name }))
                : change({ kind: 'remove' }, t('done.removed', { name }))
            }
          />
        </Suspense>
      )}
    </Box>
  );
}

function LevelPicker({
  name,
  level,
  isDisabled,
  hint,
  onChoose,
}: {
  name: string;
  level: PickerLevel;
  isDisabled: boolean;
  hint: string;
  onChoose: (level: PickerLevel) => void;
}) {
  const { t } = useTranslation('connections');
  const hintId = useId();
  return (
    <Stack sx={{ gap: 1, flex: 1, minWidth: 0, maxWidth: { md: 460 } }}>
      {/* Three pressable buttons drawn on ButtonBase: Material's toggle group weighs 4 KB more. */}
      <Stack
        direction="row"
        role="group"
        aria-label={t('controls.picker', { name })}
        aria-describedby={hintId}
        sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', overflow: 'hidden' }}
      >
        {pickerLevels.map((option) => {
          const isChosen = option === level;
          return (
            <ButtonBase
              key={option}
              aria-pressed={isChosen}
              disabled={isDisabled}
              onClick={() => !isChosen && onChoose(option)}
              sx={{
                flex: 1,
                gap: 0.75,
                minHeight: 44,
                px: 1,
                fontSize: '0.95rem',
                fontWeight: 500,
                color: isChosen ? 'primary.main' : 'text.primary',
                bgcolor: isChosen ? alpha(brand.teal, 0.14) : 'transparent',
                '& + &': { borderLeft: 1, borderColor: 'divider' },
                '&:hover': { bgcolor: isChosen ? alpha(brand.teal, 0.2) : 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                '&.Mui-disabled': { color: isChosen ? 'text.primary' : 'text.disabled' },
              }}
            >
              {levelIcons[option]}
              {t(`levels.${option}`)}
            </ButtonBase>
          );
        })}
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary" aria-live="polite">
        {hint}
      </Typography>
    </Stack>
  );
}

/** Messaging and booking a meeting: what an active general or close connection allows (SPEC §4). */
function MeetingActions({ user }: { user: User }) {
  const { t } = useTranslation('connections');
  const { openUserChat } = useChatDialogs();
  const meetingLink = webLink(user.book_meeting_link);
  return (
    <Stack
      direction="row"
      sx={{
        gap: 1,
        flexWrap: 'wrap',
        ml: { md: 'auto' },
        '& > *': { flex: { xs: 1, md: 'none' } },
        // As tall as the level picker beside them.
        '& .MuiButton-root': { minHeight: 44 },
      }}
    >
      <Button variant="outlined" startIcon={<ChatBubbleOutlineIcon />} onClick={() => openUserChat(user.id)}>
        {t('controls.message')}
      </Button>
      {meetingLink && <BookMeetingButton href={meetingLink} label={t('controls.bookMeeting')} />}
    </Stack>
  );
}

function MoreMenu({
  name,
  isDisabled,
  ...menu
}: { name: string; isDisabled: boolean } & Omit<ConnectionMenuProps, 'id' | 'anchor' | 'onClose'>) {
  const { t } = useTranslation('connections');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={t('controls.more', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={!!anchor}
        disabled={isDisabled}
        // The menu starts downloading as soon as the pointer or the focus is on its way.
        onPointerEnter={() => void loadMenuAndSheet()}
        onFocus={() => void loadMenuAndSheet()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        sx={{ my: -1 }}
      >
        <MoreVertIcon />
      </IconButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <ConnectionMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} {...menu} />
        </Suspense>
      )}
    </>
  );
}

function StatusBadge({ icon, label, tone }: { icon: ReactNode; label: string; tone: 'success' | 'pending' }) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 99,
        flexShrink: 0,
        bgcolor: tone === 'success' ? alpha(brand.teal, 0.14) : alpha(brand.coral, 0.14),
        color: tone === 'success' ? 'primary.main' : 'secondary.main',
        '& svg': { fontSize: 18 },
      }}
    >
      {icon}
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
    </Stack>
  );
}

function Notice({
  title,
  body,
  action,
  isHighlighted = false,
}: {
  title: string;
  body: string;
  action: ReactNode;
  isHighlighted?: boolean;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        gap: 2,
        alignItems: { xs: 'stretch', sm: 'center' },
        p: 2,
        borderRadius: '16px',
        border: 1,
        borderColor: isHighlighted ? alpha(brand.teal, 0.5) : 'divider',
        bgcolor: isHighlighted ? alpha(brand.teal, 0.08) : 'transparent',
      }}
    >
      <Stack sx={{ flex: 1, gap: 0.5 }}>
        <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {body}
        </Typography>
      </Stack>
      <Box sx={{ flexShrink: 0, display: 'flex', '& > *': { flex: { xs: 1, sm: 'none' } } }}>{action}</Box>
    </Stack>
  );
}
