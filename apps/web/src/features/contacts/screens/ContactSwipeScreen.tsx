import type { Contact } from '@here-and-there/contracts';
import CloseIcon from '@mui/icons-material/Close';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { alpha, Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { brand } from '../../../app/theme/theme.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { ContactTags } from '../components/ContactTags.tsx';
import { useInvitableContacts, useInviteBySms } from '../contacts.queries.ts';
import { type SwipeDirection, swipeOutcome } from '../swipe.ts';

/** How long a card takes to fly off or to snap back. */
const settleMs = 220;

/**
 * `/dashboard/contacts/swipe`: the contacts who could be invited by text, one card at a time.
 * Right sends the invitation, left skips; the buttons do the same for keyboards and screen readers.
 * An empty deck goes on to the members who joined recently (SPEC §4).
 */
export default function ContactSwipeScreen() {
  const { t } = useTranslation('contacts');
  const { t: tCommon } = useTranslation();
  const deck = useInvitableContacts();
  const invite = useInviteBySms();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  // After a button sent a card away, the same button on the next card takes the focus.
  const [focusedButton, setFocusedButton] = useState<SwipeDirection | null>(null);

  if (deck.isError && !deck.data) {
    return (
      <Container maxWidth="sm">
        <EmptyState
          icon={<ReportGmailerrorredIcon />}
          title={tCommon('errors.somethingWentWrong')}
          description={t('swipe.failed')}
          action={
            <Button variant="contained" onClick={() => void deck.refetch()}>
              {tCommon('actions.tryAgain')}
            </Button>
          }
        />
      </Container>
    );
  }
  if (!deck.data) return <PageSpinner />;

  // Invited contacts leave the deck's data as well: what was sent away counts from `dismissed`.
  const remaining = deck.data.results.filter((contact) => !dismissed.has(contact.id));
  const [current, next] = remaining;
  if (!current) return <Navigate to={routes.recentUsers} replace />;

  const dismiss = (contact: Contact, direction: SwipeDirection, isByButton: boolean) => {
    setDismissed((previous) => new Set(previous).add(contact.id));
    setFocusedButton(isByButton ? direction : null);
    if (direction === 'right') invite.mutate(contact.id);
  };

  return (
    // A card flying off the side must not make the page scroll sideways.
    <Box sx={{ overflowX: 'clip' }}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h2" component="h1">
          {t('swipe.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('swipe.lead')}
        </Typography>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 2 }} aria-live="polite">
          {t('swipe.progress', { current: dismissed.size + 1, total: dismissed.size + remaining.length })}
        </Typography>
        <Box sx={{ position: 'relative', mt: 1 }}>
          {next && <ContactCard contact={next} isBehind />}
          <SwipeCard
            key={current.id}
            contact={current}
            focusedButton={focusedButton}
            onDismiss={(direction, isByButton) => dismiss(current, direction, isByButton)}
          />
        </Box>
      </Container>
    </Box>
  );
}

interface SwipeCardProps {
  contact: Contact;
  focusedButton: SwipeDirection | null;
  onDismiss: (direction: SwipeDirection, isByButton: boolean) => void;
}

/** The top card: dragged with a mouse or a finger (pointer events), or sent off with its buttons. */
function SwipeCard({ contact, focusedButton, onDismiss }: SwipeCardProps) {
  const { t } = useTranslation('contacts');
  const [dragX, setDragX] = useState(0);
  const [isDragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const startX = useRef<number | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const leave = (direction: SwipeDirection, isByButton = false) => {
    if (leaving) return;
    setLeaving(direction);
    setDragX((direction === 'right' ? 1 : -1) * window.innerWidth);
    leaveTimer.current = setTimeout(() => onDismiss(direction, isByButton), settleMs);
  };

  const press = (event: PointerEvent<HTMLElement>) => {
    // Only the main button drags; the card's own buttons keep their clicks.
    if (leaving || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    startX.current = event.clientX;
    setDragging(true);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    if (startX.current !== null) setDragX(event.clientX - startX.current);
  };
  const release = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    const direction = swipeOutcome(distance, window.innerWidth);
    if (direction) leave(direction);
    else setDragX(0);
  };

  // How far towards a decision the drag has come, for the stamps on the card.
  const progress = Math.min(1, Math.abs(dragX) / (window.innerWidth * 0.4));

  return (
    <Box
      data-testid="swipe-card"
      data-dragging={isDragging}
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={release}
      sx={{
        position: 'relative',
        zIndex: 1,
        touchAction: 'pan-y',
        userSelect: 'none',
        cursor: isDragging ? 'grabbing' : 'grab',
        transform: `translateX(${dragX}px) rotate(${dragX / 40}deg)`,
        transition: isDragging ? 'none' : `transform ${settleMs}ms ease-out`,
      }}
    >
      <ContactCard
        contact={contact}
        stamp={
          dragX > 0
            ? { label: t('swipe.invite'), color: brand.teal, side: 'left' }
            : { label: t('swipe.skip'), color: brand.coral, side: 'right' }
        }
        stampOpacity={dragX === 0 ? 0 : progress}
        actions={
          <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'center' }}>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              startIcon={<CloseIcon />}
              onClick={() => leave('left', true)}
              autoFocus={focusedButton === 'left'}
              aria-label={t('swipe.skipName', { name: contact.display_name })}
              sx={{ flex: 1, maxWidth: 180 }}
            >
              {t('swipe.skip')}
            </Button>
            <Button
              variant="contained"
              size="large"
              startIcon={<SmsOutlinedIcon />}
              onClick={() => leave('right', true)}
              autoFocus={focusedButton === 'right'}
              aria-label={t('swipe.inviteName', { name: contact.display_name })}
              sx={{ flex: 1, maxWidth: 180 }}
            >
              {t('swipe.invite')}
            </Button>
          </Stack>
        }
      />
    </Box>
  );
}

interface ContactCardProps {
  contact: Contact;
  /** The next card, waiting under the top one. */
  isBehind?: boolean;
  /** What letting go now would do, shown on the side the card leaves from. */
  stamp?: { label: string; color: string; side: 'left' | 'right' };
  stampOpacity?: number;
  actions?: ReactNode;
}

function ContactCard({ contact, isBehind = false, stamp, stampOpacity = 0, actions }: ContactCardProps) {
  const { t } = useTranslation('contacts');
  const phone = contact.cel ?? contact.tel;
  return (
    <Card
      aria-hidden={isBehind || undefined}
      aria-label={isBehind ? undefined : t('swipe.card', { name: contact.display_name })}
      role={isBehind ? undefined : 'group'}
      sx={{
        p: { xs: 3, sm: 4 },
        textAlign: 'center',
        bgcolor: 'background.paper',
        ...(isBehind && { position: 'absolute', inset: 0, transform: 'scale(0.95) translateY(14px)', opacity: 0.6 }),
      }}
    >
      {stamp && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 20,
            left: 20,
            right: 20,
            display: 'flex',
            justifyContent: stamp.side === 'left' ? 'flex-start' : 'flex-end',
            opacity: stampOpacity,
            pointerEvents: 'none',
          }}
        >
          <Box
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: 2,
              border: 2,
              borderColor: stamp.color,
              color: stamp.color,
              bgcolor: alpha(stamp.color, 0.12),
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
            }}
          >
            {stamp.label}
          </Box>
        </Box>
      )}
      <Stack sx={{ alignItems: 'center', gap: 1.5 }}>
        <MemberAvatar
          firstName={contact.first_name}
          lastName={contact.last_name ?? ''}
          pictureUrl={contact.image?.['500']}
          size={120}
        />
        <Typography variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {contact.display_name}
        </Typography>
        <ContactTags contact={contact} />
        <Stack sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary', minHeight: 56 }}>
          {phone && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <SmartphoneOutlinedIcon fontSize="small" aria-hidden />
              <Typography>{phone}</Typography>
            </Stack>
          )}
          {contact.location && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
              <Typography>{contact.location.title}</Typography>
            </Stack>
          )}
        </Stack>
        {actions && <Box sx={{ width: '100%', mt: 1.5 }}>{actions}</Box>}
      </Stack>
    </Card>
  );
}
