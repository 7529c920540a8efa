import { Alert, Button, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import type { Field } from '../../../shared/ui/form/use-form.ts';

interface PhoneFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A message of the contracts (translated here), shown above the field. */
  failure: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  /** What comes before the field (an explanation)… */
  lead?: ReactNode;
  /** …and the field itself: `PhoneNumberField` or `SmsCodeField`. */
  field: ReactNode;
  /** What comes after the button (resending the code, changing the number). */
  footer?: ReactNode;
}

/** The one-field forms of phone sign-in and phone verification: a number, or the texted code. */
export function PhoneForm({ onSubmit, failure, isSubmitting, submitLabel, lead, field, footer }: PhoneFormProps) {
  const { t } = useTranslation();
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }}>
      {lead}
      {failure && <Alert severity="error">{translateMessage(t, failure)}</Alert>}
      {field}
      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
      {footer}
    </Stack>
  );
}

export function PhoneNumberField({ field }: { field: Field<string> }) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      field={field}
      label={t('fields.phone')}
      type="tel"
      autoComplete="tel"
      autoFocus
      helperText={t('fields.phoneHint')}
    />
  );
}

export function SmsCodeField({ field }: { field: Field<string> }) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      field={field}
      label={t('fields.code')}
      autoComplete="one-time-code"
      autoFocus
      inputProps={{ inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.5em', fontSize: '1.3rem' } }}
    />
  );
}
