import { type Crossing, messagingLimits } from '@here-and-there/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useProposeMeetup } from './meetups.queries.ts';

interface ProposeMeetupDialogProps {
  open: boolean;
  onClose: () => void;
  crossing: Crossing;
  /** The crossing's days (`YYYY-MM-DD`): the day field takes only these, from today on. */
  firstDay: string;
  lastDay: string;
}

/** Today in the member's own time zone, as a date field holds it. */
const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/**
 * "Propose a meetup" on a crossing: its city (fixed), a venue if the member likes, a day within
 * the crossing and a time (in the member's time zone). Sending opens the direct chat with its card.
 */
export default function ProposeMeetupDialog({ open, onClose, crossing, firstDay, lastDay }: ProposeMeetupDialogProps) {
  const { t } = useTranslation('messaging');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const propose = useProposeMeetup();
  const earliest = [firstDay, localToday()].sort()[1]!;
  const [venue, setVenue] = useState('');
  const [day, setDay] = useState(earliest <= lastDay ? earliest : lastDay);
  const [time, setTime] = useState('18:00');
  const error = propose.error instanceof ApiError ? propose.error : null;
  const fieldError = (name: string) => translateMessage(tCommon, error?.fields[name]?.[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose.mutate(
      {
        user: crossing.user.id,
        location: crossing.location.id,
        venue: venue.trim() || null,
        starts_at: new Date(`${day}T${time}`).toISOString(),
      },
      { onSuccess: (card) => void navigate(routes.chat(card.conversation_id)) },
    );
  };
  const name = crossing.user.display_name;
  const hasFieldErrors = error && Object.keys(error.fields).length > 0;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" component="form" onSubmit={submit}>
      <DialogTitle>{t('meetup.proposeTo', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('meetup.lead', { place: crossing.location.title, name })}
        </DialogContentText>
        <Stack sx={{ gap: 2 }}>
          {error && !hasFieldErrors && <Alert severity="error">{translateMessage(tCommon, error.message)}</Alert>}
          <TextField
            label={t('meetup.place')}
            value={crossing.location.title}
            slotProps={{ input: { readOnly: true } }}
            error={!!fieldError('location')}
            helperText={fieldError('location')}
          />
          <TextField
            label={t('meetup.venue')}
            placeholder={t('meetup.venueHint')}
            value={venue}
            onChange={(event) => setVenue(event.target.value)}
            error={!!fieldError('venue')}
            helperText={fieldError('venue')}
            slotProps={{ htmlInput: { maxLength: messagingLimits.meetupVenueMaxLength } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              label={t('meetup.day')}
              type="date"
              required
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={!!fieldError('starts_at')}
              helperText={fieldError('starts_at')}
              slotProps={{ htmlInput: { min: earliest, max: lastDay }, inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('meetup.time')}
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('meetup.close')}
        </Button>
        <Button type="submit" variant="contained" loading={propose.isPending}>
          {t('meetup.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
