import { messages } from '@here-and-there/contracts';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { hasStatus } from '../../../shared/api/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { lazySchema } from '../../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../../shared/ui/form/use-form.ts';
import { useSendPhoneCode } from '../auth.queries.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { PhoneForm, PhoneNumberField } from '../components/PhoneForm.tsx';

const validate = lazySchema(() => import('../auth.schemas.ts').then((schemas) => schemas.phoneForm));

export default function PhoneLoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const carryRedirect = useCarryRedirect();
  const sendCode = useSendPhoneCode();
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, formState } = useForm({ defaultValues: { phoneNumber: '+' }, validate });

  const submit = handleSubmit(async ({ phoneNumber }) => {
    setFailure(null);
    try {
      await sendCode.mutateAsync(phoneNumber);
      const confirm = `${routes.phoneLoginConfirm}?${new URLSearchParams({ phone: phoneNumber })}`;
      await navigate(carryRedirect(confirm), { state: { phoneNumber } });
    } catch (error) {
      setFailure(hasStatus(error, 429) ? messages.tooManyRequests : messages.somethingWentWrong);
    }
  });

  return (
    <AuthLayout
      title={t('phone.title')}
      subtitle={t('phone.subtitle')}
      footer={
        <Typography color="text.secondary">
          {t('phone.preferEmail')} <AuthLink to={routes.login}>{t('phone.useEmail')}</AuthLink>
        </Typography>
      }
    >
      <PhoneForm
        onSubmit={submit}
        failure={failure}
        isSubmitting={formState.isSubmitting}
        submitLabel={t('phone.submit')}
        field={<PhoneNumberField field={field('phoneNumber')} />}
      />
    </AuthLayout>
  );
}
