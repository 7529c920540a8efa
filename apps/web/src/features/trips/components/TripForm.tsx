import { type Trip, type VisibilityLevel, visibilityLevels } from '@here-and-there/contracts';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { NativeSelectField } from '../../../shared/ui/form/NativeSelectField.tsx';
import { type Field, useForm } from '../../../shared/ui/form/use-form.ts';
import { SwitchRow } from '../../../shared/ui/SwitchRow.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useMe } from '../../auth/auth.queries.ts';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { usePendingChoice } from '../../locations/use-pending-choice.ts';
import { todayUtc } from '../trip-days.ts';
import {
  changedFields,
  instantProblems,
  type TripFormValues,
  toFormValues,
  tripFieldNames,
  validateTrip,
} from '../trip-form-values.ts';
import { useSaveTrip } from '../trips.queries.ts';

const loadExclusionsPicker = () => import('./ExclusionsPicker.tsx');
const ExclusionsPicker = lazy(loadExclusionsPicker);

interface TripFormProps {
  /** The trip being edited; a new one when absent. */
  trip?: Trip;
  onSaved: (trip: Trip) => void;
  onCancel: () => void;
}

/**
 * The trip form of the create and edit dialogs and of `/trips/edit/{id}` (SPEC §5). Editing, its
 * button waits for a change; on a trip waiting for its owner (found in mail) it reads Confirm and saving
 * confirms it. The home city, a past day and a departure before the arrival are pointed out as
 * soon as they are chosen or typed; what the server refuses shows under its field with everything typed kept.
 */
export function TripForm({ trip, onSaved, onCancel }: TripFormProps) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const me = useMe();
  const saveTrip = useSaveTrip();
  const [saved] = useState(() => (trip ? toFormValues(trip) : null));
  const homeId = me?.base_location?.id ?? null;
  const confirms = !!trip && trip.status !== 'confirmed';
  const rules = useRef({ homeId, saved, confirms });
  rules.current = { homeId, saved, confirms };
  const [validate] = useState(() => validateTrip(() => ({ ...rules.current, today: todayUtc() })));
  const { field, values, handleSubmit, setError, formState } = useForm({
    defaultValues: saved ?? toFormValues(),
    validate,
  });
  const { pendingChoice, submitAfterChoice } = usePendingChoice();
  const hasChanges = changedFields(saved ?? toFormValues(), values).length > 0;
  const today = todayUtc();
  const instant = instantProblems(values, { homeId, today, saved });

  /** A field whose rule is shown as soon as it is broken, before any submit. */
  const checkedAtOnce = <Name extends 'location' | 'arrival_datetime' | 'departure_datetime'>(name: Name) => {
    const bound = field(name);
    return { ...bound, error: bound.error ?? instant[name] };
  };

  const showFailure = (error: unknown) => {
    if (applyServerErrors(error, setError, tripFieldNames)) return;
    notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
  };

  const save = handleSubmit(async (request) => {
    try {
      onSaved(await saveTrip.mutateAsync({ tripId: trip?.id, fields: request }));
    } catch (error) {
      showFailure(error);
    }
  });

  const submit = submitAfterChoice(save);

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5, pt: 1 }}>
      {confirms && (
        <Typography sx={{ p: 2, borderRadius: '12px', bgcolor: 'action.hover' }}>{t('form.generatedNote')}</Typography>
      )}
      <LazyLocationAutocomplete
        field={checkedAtOnce('location')}
        label={t('form.destination')}
        helperText={t('form.destinationHint')}
        // A new trip starts with its destination; a saved one downloads the search when reached for.
        isNeededAtOnce={!trip}
        autoFocus={!trip}
        pendingChoice={pendingChoice}
      />
      <Pair>
        <FormTextField
          field={checkedAtOnce('arrival_datetime')}
          label={t('form.arrival')}
          type="date"
          inputProps={{ min: today }}
        />
        <FormTextField
          field={checkedAtOnce('departure_datetime')}
          label={t('form.departure')}
          type="date"
          inputProps={{ min: values.arrival_datetime > today ? values.arrival_datetime : today }}
        />
      </Pair>
      <NativeSelectField<VisibilityLevel>
        label={t('form.visibility')}
        name="visibility"
        value={values.visibility}
        onChange={field('visibility').onChange}
        options={visibilityLevels.map((level) => ({ value: level, label: t(`visibility.${level}`) }))}
      />
      <ExclusionsField field={field('visibility_exclusions')} />
      <FormTextField
        field={field('description')}
        label={t('form.description')}
        helperText={t('form.descriptionHint')}
        multiline
        minRows={3}
      />
      <SwitchRow
        label={t('form.notify')}
        hint={t('form.notifyHint')}
        name="notify"
        checked={values.notify}
        onChange={field('notify').onChange}
        inputRef={field('notify').ref}
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
          // An edit waits for a change (SPEC §4); a new trip's button always answers, with what is missing.
          disabled={!!trip && !confirms && !hasChanges}
          sx={{ minWidth: { sm: 160 } }}
        >
          {confirms ? t('form.confirm') : trip ? t('form.save') : t('form.add')}
        </Button>
      </ActionRow>
    </Stack>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>{children}</Box>;
}

/** "Hide from": how many are chosen, and the member's connections to choose from once opened. */
function ExclusionsField({ field }: { field: Field<TripFormValues['visibility_exclusions']> }) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const panelId = useId();
  const chosen = new Set(field.value);
  const count = field.value.length;
  const summary =
    count === 0
      ? t('form.exclusionsNone')
      : count === 1
        ? t('form.exclusionsChosenOne')
        : t('form.exclusionsChosenOther', { count });

  const toggle = (memberId: string) =>
    field.onChange(chosen.has(memberId) ? field.value.filter((id) => id !== memberId) : [...field.value, memberId]);

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id={labelId} sx={{ fontWeight: 500 }}>
            {t('form.exclusions')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Box>
        <Button
          ref={field.ref}
          variant="outlined"
          color="inherit"
          onClick={() => setOpen((open) => !open)}
          onPointerEnter={() => void loadExclusionsPicker()}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {isOpen ? t('form.doneExclusions') : t('form.chooseExclusions')}
        </Button>
      </Stack>
      <FormHelperText id={hintId} error={!!field.error} sx={{ mx: 0 }}>
        {translateMessage(tCommon, field.error) ?? t('form.exclusionsHint')}
      </FormHelperText>
      {isOpen && (
        <Box id={panelId} sx={{ mt: 1.5 }}>
          <Suspense fallback={null}>
            <ExclusionsPicker chosen={chosen} onToggle={toggle} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
