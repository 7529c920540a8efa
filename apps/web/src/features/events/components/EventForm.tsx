import type { Event } from '@here-and-there/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { usePendingChoice } from '../../locations/use-pending-choice.ts';
import { changedFields, eventFieldNames, instantProblems, toFormValues, validateEvent } from '../event-form-values.ts';
import { describeTimeZone, toZonedInput, viewerTimeZone } from '../event-times.ts';
import { fetchPlaceTimeZone, usePlaceTimeZone, useSaveEvent } from '../events.queries.ts';

interface EventFormProps {
  /** The event being edited; a new one when absent. */
  event?: Event;
  /** A new event's community (its admins only) and channel. */
  community?: { id: string; name: string } | null;
  channelId?: string | null;
  onSaved: (event: Event) => void;
  onCancel: () => void;
}

/**
 * The event form of the create and edit dialogs (SPEC §5): a name (unique in its community: the
 * server's refusal shows under it), a place, a start and an end at the place's time, no time in the
 * past and the start not after the end (told as soon as typed), an optional description and number
 * of places. What the server refuses shows under its field, with everything typed kept.
 */
export function EventForm({ event, community = null, channelId = null, onSaved, onCancel }: EventFormProps) {
  const { t, i18n } = useTranslation('events');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const saveEvent = useSaveEvent();
  const [saved] = useState(() => (event ? toFormValues(event) : null));
  const { pendingChoice, submitAfterChoice } = usePendingChoice();

  const placeId = useRef<number | null>(event?.location.id ?? null);
  const capacityMessage = t('form.capacityInvalid');
  const context = useRef({ capacityMessage, saved });
  context.current = { capacityMessage, saved };
  /** The place's time zone: the saved one while the place is the saved one, else looked up. */
  const timeZoneOf = async (id: number | null) => {
    if (id === null) return viewerTimeZone();
    if (event && id === event.location.id) return event.event_tz;
    return fetchPlaceTimeZone(queryClient, id);
  };
  const [validate] = useState(() =>
    validateEvent(async () => {
      const timeZone = await timeZoneOf(placeId.current);
      return {
        ...context.current,
        timeZone,
        now: toZonedInput(new Date(), timeZone),
        community: community?.id ?? null,
        channel: channelId,
      };
    }),
  );
  const { field, values, handleSubmit, setError, formState } = useForm({
    defaultValues: saved ?? toFormValues(),
    validate,
  });
  placeId.current = values.location?.id ?? null;

  const chosenZone = usePlaceTimeZone(event && placeId.current === event.location.id ? null : placeId.current);
  const timeZone =
    placeId.current === null
      ? null
      : event && placeId.current === event.location.id
        ? event.event_tz
        : (chosenZone.data ?? null);
  const now = toZonedInput(new Date(), timeZone ?? viewerTimeZone());
  const instant = instantProblems(values, { now, saved });
  const hasChanges = !saved || changedFields(saved, values).length > 0;

  /** A field whose rule is shown as soon as it is broken, before any submit. */
  const checkedAtOnce = (name: 'start_datetime' | 'end_datetime') => {
    const bound = field(name);
    return { ...bound, error: bound.error ?? instant[name] };
  };

  const showFailure = (error: unknown) => {
    if (applyServerErrors(error, setError, eventFieldNames)) return;
    if (error instanceof ApiError && error.code === 'event.name_taken') return setError('name', error.message);
    notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
  };

  const save = handleSubmit(async (request) => {
    try {
      onSaved(await saveEvent.mutateAsync({ eventId: event?.id, fields: request }));
    } catch (error) {
      showFailure(error);
    }
  });

  const communityName = event?.community?.name ?? community?.name;

  return (
    <Stack component="form" noValidate onSubmit={submitAfterChoice(save)} sx={{ gap: 2.5, pt: 1 }}>
      {communityName && (
        <Typography sx={{ px: 2, py: 1.25, borderRadius: '12px', bgcolor: 'action.hover' }}>
          {t('form.inCommunity', { community: communityName })}
        </Typography>
      )}
      <FormTextField field={field('name')} label={t('form.name')} autoFocus={!event} />
      <LazyLocationAutocomplete
        field={field('location')}
        label={t('form.place')}
        helperText={t('form.placeHint')}
        pendingChoice={pendingChoice}
      />
      <Box>
        <Pair>
          <FormTextField
            field={checkedAtOnce('start_datetime')}
            label={t('form.start')}
            type="datetime-local"
            inputProps={{ min: now }}
          />
          <FormTextField
            field={checkedAtOnce('end_datetime')}
            label={t('form.end')}
            type="datetime-local"
            inputProps={{ min: values.start_datetime > now ? values.start_datetime : now }}
          />
        </Pair>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75, mt: 0.75 }}>
          {timeZone ? t('form.timeZone', { zone: describeTimeZone(timeZone, i18n.language) }) : t('form.timeZoneLocal')}
        </Typography>
      </Box>
      <FormTextField
        field={field('capacity')}
        label={t('form.capacity')}
        helperText={t('form.capacityHint')}
        type="number"
        inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
      />
      <FormTextField
        field={field('description')}
        label={t('form.description')}
        helperText={t('form.descriptionHint')}
        multiline
        minRows={3}
      />
      <ActionRow sx={{ pt: 0.5 }}>
        <Button color="inherit" size="large" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          // An edit waits for a change; a new event's button always answers, with what is missing.
          disabled={!hasChanges}
          sx={{ minWidth: { sm: 160 } }}
        >
          {event ? t('form.save') : t('form.create')}
        </Button>
      </ActionRow>
    </Stack>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>{children}</Box>;
}
