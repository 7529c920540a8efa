import { type ImportSuggestion, type Location, messages, type Trip } from '@here-and-there/contracts';
import { Box, Button, Card, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { formatTripDays } from '../../trips/trip-days.ts';
import { useTripDialogs } from '../../trips/trip-dialogs.ts';
import { useDeleteTrip } from '../../trips/trips.queries.ts';
import { useCompleteSuggestion, useDismissSuggestion } from '../imports.queries.ts';

export interface ReviewListProps {
  toConfirm: Trip[];
  toPlace: ImportSuggestion[];
  sx?: SxProps<Theme>;
}

/**
 * The trips read from the member's mail and calendars that wait for them (issue 21 §4): each with
 * where it came from and its days, confirmed through the trip form (its button reads Confirm) or
 * dismissed; and the stays whose place could not be found, for the member to place or dismiss.
 */
export default function ReviewList({ toConfirm, toPlace, sx }: ReviewListProps) {
  const { t } = useTranslation('trips');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={[{ mb: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('review.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
          {toConfirm.length + toPlace.length}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.25, mb: 1.5 }}>
        {t('review.lead')}
      </Typography>
      <Card
        component="ul"
        aria-labelledby={headingId}
        sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {toConfirm.map((trip) => (
          <ReviewRow key={trip.id} trip={trip} />
        ))}
        {toPlace.map((suggestion) => (
          <SuggestionRow key={suggestion.id} suggestion={suggestion} />
        ))}
      </Card>
    </Box>
  );
}

/** Where, when and from whom; the two answers side by side, or under it on a phone. */
function RowFrame({
  title,
  details,
  source,
  actions,
  children,
}: {
  title: string;
  details: string;
  source: string;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1.25, sm: 2 }, alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {details}
          </Typography>
          <Box sx={{ mt: 0.75 }}>
            <Tag label={source} color="secondary" />
          </Box>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          {actions}
        </Stack>
      </Stack>
      {children}
    </Box>
  );
}

/** Dismiss: deletes the trip or the stay, and its booking is never imported again. */
function DismissButton({ place, isPending, onDismiss }: { place: string; isPending: boolean; onDismiss: () => void }) {
  const { t } = useTranslation('trips');
  return (
    <Button color="inherit" disabled={isPending} onClick={onDismiss} aria-label={t('review.dismissTrip', { place })}>
      {t('review.dismiss')}
    </Button>
  );
}

function ReviewRow({ trip }: { trip: Trip }) {
  const { t, i18n } = useTranslation('trips');
  const { openEditTrip } = useTripDialogs();
  const deleteTrip = useDeleteTrip();
  const place = trip.location.title;
  return (
    <RowFrame
      title={place}
      details={formatTripDays(trip.arrival_datetime, trip.departure_datetime, i18n.language)}
      source={trip.imported_from ? t('review.from', { source: trip.imported_from }) : t('labels.generated')}
      actions={
        <>
          <DismissButton place={place} isPending={deleteTrip.isPending} onDismiss={() => deleteTrip.mutate(trip.id)} />
          <Button
            variant="contained"
            onClick={() => openEditTrip(trip.id)}
            aria-haspopup="dialog"
            aria-label={t('review.confirmTrip', { place })}
          >
            {t('review.confirm')}
          </Button>
        </>
      }
    />
  );
}

function SuggestionRow({ suggestion }: { suggestion: ImportSuggestion }) {
  const { t, i18n } = useTranslation('trips');
  const [isPlacing, setPlacing] = useState(false);
  const dismiss = useDismissSuggestion();
  const place = suggestion.place_text || suggestion.provider;
  return (
    <RowFrame
      title={t('review.whereIs', { place })}
      details={formatTripDays(suggestion.arrival_datetime, suggestion.departure_datetime, i18n.language)}
      source={t('review.from', { source: suggestion.provider })}
      actions={
        <>
          <DismissButton place={place} isPending={dismiss.isPending} onDismiss={() => dismiss.mutate(suggestion.id)} />
          {!isPlacing && (
            <Button variant="outlined" onClick={() => setPlacing(true)}>
              {t('review.choosePlace')}
            </Button>
          )}
        </>
      }
    >
      {isPlacing && <PlaceSuggestionForm suggestion={suggestion} onCancel={() => setPlacing(false)} />}
    </RowFrame>
  );
}

/** The member names the city of a suggested stay; it becomes a trip, whose form opens to confirm it. */
function PlaceSuggestionForm({ suggestion, onCancel }: { suggestion: ImportSuggestion; onCancel: () => void }) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const complete = useCompleteSuggestion();
  const { openEditTrip } = useTripDialogs();
  const { field, handleSubmit, setError } = useForm<{ location: Location | null }, { location: Location }>({
    defaultValues: { location: null },
    validate: async ({ location }) =>
      location ? { values: { location } } : { errors: { location: messages.required } },
  });
  const submit = handleSubmit(async ({ location }) => {
    try {
      const trip = await complete.mutateAsync({ id: suggestion.id, request: { location: location.id } });
      openEditTrip(trip.id);
    } catch (error) {
      if (applyServerErrors(error, setError, ['location'])) return;
      notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, mt: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LazyLocationAutocomplete field={field('location')} label={t('review.city')} isNeededAtOnce autoFocus />
      </Box>
      <Stack direction="row" sx={{ gap: 1, pt: { sm: 1 } }}>
        <Button color="inherit" onClick={onCancel}>
          {t('review.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={complete.isPending}>
          {t('review.addTrip')}
        </Button>
      </Stack>
    </Stack>
  );
}
