import { type Location, type Me, messages } from '@here-and-there/contracts';
import { Button, Card, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ActionRow } from '../../../shared/ui/ActionRow.tsx';
import { applyServerErrors } from '../../../shared/ui/form/apply-server-errors.ts';
import { useForm, type Validate } from '../../../shared/ui/form/use-form.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { LocationAutocomplete } from '../../locations/LocationAutocomplete.tsx';
import { usePendingChoice } from '../../locations/use-pending-choice.ts';
import { useUpdateMember } from '../../profile/profile.queries.ts';

interface HomeCity extends Record<string, unknown> {
  base_location: Location | null;
}

const requirePlace: Validate<HomeCity, { base_location: Location }> = async ({ base_location }) =>
  base_location ? { values: { base_location } } : { errors: { base_location: messages.required } };

interface HomeCityStepProps {
  me: Me;
  backButton?: ReactNode;
  /** A subscriber's only step: saving the home city completes onboarding. */
  isLast: boolean;
  onFinished: () => void | Promise<void>;
}

/** The home city (base location); as the last step, the member then counts as onboarded. */
export default function HomeCityStep({ me, backButton, isLast, onFinished }: HomeCityStepProps) {
  const { t } = useTranslation('onboarding');
  const notify = useNotify();
  const update = useUpdateMember(me.id);
  const { pendingChoice, submitAfterChoice } = usePendingChoice();
  const { field, handleSubmit, setError, formState } = useForm<HomeCity, { base_location: Location }>({
    defaultValues: { base_location: me.base_location },
    validate: requirePlace,
  });

  const save = handleSubmit(async ({ base_location }) => {
    try {
      await update.mutateAsync({ base_location: base_location.id, ...(isLast && { onboarded: true }) });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['base_location'])) notify.error();
      return;
    }
    await onFinished();
  });

  const submit = submitAfterChoice(save);

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 3 }}>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <LocationAutocomplete
          field={field('base_location')}
          label={t('setup.homeCity.label')}
          helperText={t('setup.homeCity.hint')}
          pendingChoice={pendingChoice}
          autoFocus={!me.base_location}
        />
      </Card>
      <ActionRow>
        {backButton}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ minWidth: { sm: 200 } }}
        >
          {isLast ? t('setup.homeCity.finish') : t('setup.next')}
        </Button>
      </ActionRow>
    </Stack>
  );
}
