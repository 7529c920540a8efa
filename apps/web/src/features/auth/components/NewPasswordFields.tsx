import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../../shared/ui/form/PasswordField.tsx';
import type { Field } from '../../../shared/ui/form/use-form.ts';

interface NewPasswordFieldsProps {
  password: Field<string>;
  confirmation: Field<string>;
  passwordLabel: string;
}

/** A new password with its rule spelled out, and the same password again (sign-up and reset). */
export function NewPasswordFields({ password, confirmation, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        field={password}
        label={passwordLabel}
        autoComplete="new-password"
        helperText={t('fields.passwordHint')}
      />
      <PasswordField field={confirmation} label={t('fields.confirmPassword')} autoComplete="new-password" />
    </>
  );
}
