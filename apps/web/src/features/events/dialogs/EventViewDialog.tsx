import type { Event, RsvpStatus } from '@here-and-there/contracts';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import NotesOutlinedIcon from '@mui/icons-material/NotesOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { Box, Button, ButtonBase, Link, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { DetailTerm } from '../../../shared/ui/DetailTerm.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSession } from '../../auth/auth.queries.ts';
import { communityPaths } from '../../communities/community-links.ts';
import { EventTags, GoingCount } from '../components/EventList.tsx';
import { EventLoadState } from '../components/EventLoadState.tsx';
import { useEventDialogs } from '../event-dialogs.ts';
import { describeTimeZone, eventTimingOf, formatEventWhen, isSameClock, viewerTimeZone } from '../event-times.ts';
import { useDeleteEvent, useDownloadEventIcs, useEvent, useRsvp } from '../events.queries.ts';
import { isFull } from '../rsvp-answer.ts';

/**
 * The event view (SPEC §2): when (at the place, and at the viewer's clock when it reads
 * differently), where, of which community, who is going, the caller's answer, and the ways to take
 * it along: a calendar file, a link, a QR code. Its editors also edit and delete it here.
 */
export default function EventViewDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('events');
  const { eventId, closeEvent } = useEventDialogs();
  const event = useEvent(eventId);
  return (
    <BottomSheet open={open} onClose={closeEvent} title={event.data?.name ?? t('dialogs.view')}>
      {event.data ? <EventView event={event.data} /> : <EventLoadState query={event} />}
    </BottomSheet>
  );
}

function EventView({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const viewerZone = viewerTimeZone();
  const showsViewerTime = !isSameClock(event.event_tz, viewerZone, event.start_datetime);
  return (
    <Stack sx={{ gap: 3, pt: 0.5 }}>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', '&:empty': { display: 'none' } }}>
        <EventTags event={event} />
      </Stack>
      <Stack component="dl" sx={{ m: 0, gap: 2.25 }}>
        <DetailTerm icon={<CalendarMonthOutlinedIcon />} label={t('view.when')}>
          {formatEventWhen(event.start_datetime, event.end_datetime, event.event_tz, i18n.language)}
          <Secondary>{describeTimeZone(event.event_tz, i18n.language, event.start_datetime)}</Secondary>
          {showsViewerTime && (
            <Secondary>
              {t('view.yourTime', {
                when: formatEventWhen(event.start_datetime, event.end_datetime, viewerZone, i18n.language),
              })}
            </Secondary>
          )}
        </DetailTerm>
        <DetailTerm icon={<PlaceOutlinedIcon />} label={t('view.place')}>
          {event.location.title}
        </DetailTerm>
        {event.community && (
          <DetailTerm icon={<GroupsOutlinedIcon />} label={t('view.community')}>
            <Link component={RouterLink} to={communityPaths.page(event.community.id)} underline="hover">
              {event.community.name}
            </Link>
          </DetailTerm>
        )}
        <DetailTerm icon={<HourglassTopOutlinedIcon />} label={t('view.capacity')}>
          {event.capacity === null
            ? t('view.unlimited')
            : t('view.capacityOf', { count: Math.min(event.going_count, event.capacity), capacity: event.capacity })}
          {event.waitlist_count > 0 && (
            <Secondary>
              {event.waitlist_count === 1
                ? t('view.waitlistOne')
                : t('view.waitlistOther', { count: event.waitlist_count })}
            </Secondary>
          )}
        </DetailTerm>
        {event.description && (
          <DetailTerm icon={<NotesOutlinedIcon />} label={t('view.about')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.description}
            </Box>
          </DetailTerm>
        )}
      </Stack>
      <Answer event={event} />
      <Attendees event={event} />
      <EventActions event={event} />
    </Stack>
  );
}

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 0.25 }}>
      {children}
    </Typography>
  );
}

const answers: readonly RsvpStatus[] = ['going', 'maybe', 'not_going'];

/**
 * Going, maybe or not going, shown at once and put right by the server's answer; "going" to a full
 * event is a place on the waiting list. A visitor is offered a way in, and back here after it.
 */
function Answer({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const session = useSession();
  const { pathname, search } = useLocation();
  const rsvp = useRsvp(event.id);
  const answer = event.my_rsvp;

  // Nobody answers an event that is over (the server refuses it too).
  if (eventTimingOf(event.start_datetime, event.end_datetime) === 'ended') {
    return (
      <Panel title={t('rsvp.label')}>
        <Typography color="text.secondary">{t('rsvp.ended')}</Typography>
      </Panel>
    );
  }
  if (session.status === 'signedOut') {
    const back = `${pathname}${search}`;
    return (
      <Panel title={t('rsvp.visitorTitle')}>
        <Typography color="text.secondary">{t('rsvp.visitorHint')}</Typography>
        <Stack direction="row" sx={{ gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={withRedirect(routes.signup, back)}>
            {t('rsvp.signUp')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={withRedirect(routes.login, back)}>
            {t('rsvp.signIn')}
          </Button>
        </Stack>
      </Panel>
    );
  }
  if (!event.abilities.rsvp) {
    if (!event.community) return null;
    return (
      <Panel title={t('rsvp.label')}>
        <Typography color="text.secondary">{t('rsvp.notAllowed', { community: event.community.name })}</Typography>
        <Button variant="outlined" component={RouterLink} to={communityPaths.page(event.community.id)} sx={{ mt: 1.5 }}>
          {t('rsvp.toCommunity')}
        </Button>
      </Panel>
    );
  }

  const isWaiting = answer?.status === 'going' && answer.waitlisted;
  const note = isWaiting
    ? t('rsvp.waitlistedHint')
    : answer?.status === 'going'
      ? t('rsvp.goingHint')
      : isFull(event)
        ? t('rsvp.fullHint')
        : null;
  return (
    <Panel title={t('rsvp.label')} titleId="event-answer">
      <Box
        role="group"
        aria-labelledby="event-answer"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {answers.map((status) => {
          const isChosen = answer?.status === status;
          return (
            <Button
              key={status}
              variant={isChosen ? 'contained' : 'outlined'}
              color={isChosen && isWaiting ? 'warning' : 'primary'}
              aria-pressed={isChosen}
              // One answer at a time: the next waits for the server's word on this one.
              disabled={rsvp.isPending && !isChosen}
              onClick={() => !isChosen && rsvp.mutate(status)}
              sx={{ px: 1, minHeight: 44 }}
            >
              {t(`rsvp.${status}`)}
            </Button>
          );
        })}
      </Box>
      {isWaiting && (
        <Typography role="status" sx={{ mt: 1.5, fontWeight: 500, color: 'warning.light' }}>
          {t('rsvp.waitlisted')}
        </Typography>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: isWaiting ? 0.25 : 1.5 }}>
          {note}
        </Typography>
      )}
    </Panel>
  );
}

function Panel({ title, titleId, children }: { title: string; titleId?: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 2, borderRadius: '16px', bgcolor: 'action.hover' }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Who is going, as the caller may see them; those they may not see are only counted. */
function Attendees({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const hidden = Math.max(0, event.going_count - event.attendees.length);
  if (event.going_count === 0 && event.attendees.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="event-attendees">
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography id="event-attendees" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
          {t('view.attendees')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <GoingCount event={event} />
        </Typography>
      </Stack>
      {event.attendees.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('view.noAttendees')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
            gap: 1,
          }}
        >
          {event.attendees.map((person) => (
            <Box component="li" key={person.id}>
              <ButtonBase
                component={RouterLink}
                to={routes.user(person.id)}
                aria-label={person.display_name}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  gap: 0.75,
                  py: 1,
                  borderRadius: 2,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <MemberAvatar
                  firstName={person.first_name}
                  lastName={person.last_name ?? ''}
                  pictureUrl={person.profile_picture?.['100']}
                  size={48}
                />
                <Typography variant="caption" noWrap sx={{ maxWidth: '100%', px: 0.5 }}>
                  {person.first_name}
                </Typography>
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      {event.attendees.length > 0 && hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hidden === 1 ? t('view.moreAttendeesOne') : t('view.moreAttendeesOther', { count: hidden })}
        </Typography>
      )}
    </Box>
  );
}

/** The event's link, as shared and as notifications carry it. */
const eventLink = (eventId: string) => new URL(routes.event(eventId), window.location.origin).toString();

/** Add to calendar, share, QR code; edit and delete (after a confirmation) for those who may. */
function EventActions({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const notify = useNotify();
  const { openEditEvent, openEventQr, closeEvent } = useEventDialogs();
  const downloadIcs = useDownloadEventIcs();
  const deleteEvent = useDeleteEvent();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const share = async () => {
    const url = eventLink(event.id);
    if (canShare) {
      // Closing the share sheet is no failure.
      await navigator.share({ title: event.name, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('view.linkCopied'));
    } catch {
      notify.error();
    }
  };

  if (isConfirmingDelete) {
    return (
      <Stack
        role="group"
        aria-labelledby="confirm-delete-event"
        sx={{ gap: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography id="confirm-delete-event" variant="h6" component="p">
          {t('view.confirmDelete')}
        </Typography>
        <Typography color="text.secondary">{t('view.confirmDeleteBody')}</Typography>
        <ActionRow>
          <Button color="inherit" size="large" onClick={() => setConfirmingDelete(false)} autoFocus>
            {t('view.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            loading={deleteEvent.isPending}
            onClick={() => deleteEvent.mutate(event.id, { onSuccess: closeEvent })}
          >
            {t('view.delete')}
          </Button>
        </ActionRow>
      </Stack>
    );
  }

  return (
    <Stack sx={{ gap: 1.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
          gap: 1,
          justifyContent: 'start',
        }}
      >
        <Button
          variant="outlined"
          startIcon={<EventAvailableOutlinedIcon />}
          loading={downloadIcs.isPending}
          onClick={() => downloadIcs.mutate(event)}
        >
          {t('view.addToCalendar')}
        </Button>
        <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={() => void share()}>
          {canShare ? t('view.share') : t('view.copyLink')}
        </Button>
        <Button variant="outlined" startIcon={<QrCode2OutlinedIcon />} onClick={openEventQr} aria-haspopup="dialog">
          {t('view.qr')}
        </Button>
      </Box>
      {(event.abilities.edit || event.abilities.delete) && (
        <ActionRow>
          {event.abilities.delete && (
            <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmingDelete(true)}>
              {t('view.delete')}
            </Button>
          )}
          {event.abilities.edit && (
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={openEditEvent} aria-haspopup="dialog">
              {t('view.edit')}
            </Button>
          )}
        </ActionRow>
      )}
    </Stack>
  );
}
