import type { Event } from '@here-and-there/contracts';
import { Box, ButtonBase, Card, Stack, Typography } from '@mui/material';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { useEventDialogs } from '../event-dialogs.ts';
import { eventTimingOf, formatEventWhen } from '../event-times.ts';
import { isFull } from '../rsvp-answer.ts';

/** Events, soonest first, each opening its view over the screen. */
export function EventList({ events, label }: { events: readonly Event[]; label: string }) {
  return (
    <Card
      component="ul"
      aria-label={label}
      sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {events.map((event) => (
        <Box component="li" key={event.id}>
          <EventRow event={event} />
        </Box>
      ))}
    </Card>
  );
}

/** An event in a list: its day, name, when and where, and how the caller stands. */
function EventRow({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const { openEvent } = useEventDialogs();
  const where = [event.location.title, event.community?.name].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      onClick={() => openEvent(event.id)}
      aria-haspopup="dialog"
      aria-label={t('card.open', { name: event.name })}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        alignItems: 'flex-start',
        gap: 2,
        px: { xs: 1.5, sm: 2 },
        py: 1.75,
        textAlign: 'left',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <DayTile moment={event.start_datetime} timeZone={event.event_tz} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{event.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatEventWhen(event.start_datetime, event.end_datetime, event.event_tz, i18n.language)}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {where}
        </Typography>
        <Stack direction="row" sx={{ mt: 0.75, gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          <EventTags event={event} />
          <Typography variant="caption" color="text.secondary">
            <GoingCount event={event} />
          </Typography>
        </Stack>
      </Box>
    </ButtonBase>
  );
}

/** The month and the day an event starts, at its place, like a leaf of a calendar. */
function DayTile({ moment, timeZone }: { moment: string; timeZone: string }) {
  const { i18n } = useTranslation('events');
  const date = new Date(moment);
  const month = dateTimeFormat(i18n.language, { timeZone, month: 'short' }).format(date);
  const day = dateTimeFormat(i18n.language, { timeZone, day: 'numeric' }).format(date);
  return (
    <Box
      aria-hidden
      sx={{
        width: 52,
        flexShrink: 0,
        borderRadius: '10px',
        overflow: 'hidden',
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Typography
        variant="caption"
        component="span"
        sx={{
          display: 'block',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 500,
          textTransform: 'uppercase',
          lineHeight: 1.8,
        }}
      >
        {month.replace('.', '')}
      </Typography>
      <Typography component="span" sx={{ display: 'block', fontSize: 22, fontWeight: 500, lineHeight: 1.6 }}>
        {day}
      </Typography>
    </Box>
  );
}

/** "3 going", or "3 of 20 going" when places are counted. */
export function GoingCount({ event }: { event: Pick<Event, 'going_count' | 'capacity'> }) {
  const { t } = useTranslation('events');
  if (event.capacity !== null) return t('card.goingOf', { count: event.going_count, capacity: event.capacity });
  return event.going_count === 1 ? t('card.goingOne') : t('card.goingOther', { count: event.going_count });
}

/** How the caller stands (going, waiting, maybe), and whether the event is on now or full. */
export function EventTags({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const timing = eventTimingOf(event.start_datetime, event.end_datetime);
  const answer = event.my_rsvp;
  return (
    <>
      {timing === 'now' && <Tag label={t('card.now')} color="primary" />}
      {timing === 'ended' && <Tag label={t('card.ended')} color="neutral" />}
      {answer?.status === 'going' && !answer.waitlisted && <Tag label={t('rsvp.going')} color="success" />}
      {answer?.status === 'going' && answer.waitlisted && <Tag label={t('card.waitlisted')} color="warning" />}
      {answer?.status === 'maybe' && <Tag label={t('rsvp.maybe')} color="secondary" />}
      {answer?.status !== 'going' && isFull(event) && <Tag label={t('card.full')} color="error" />}
    </>
  );
}
