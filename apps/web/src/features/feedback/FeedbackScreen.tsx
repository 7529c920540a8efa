import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { alpha, Box, Card, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FormSubmitButton } from '../../shared/ui/form/FormSubmitButton.tsx';
import { FormTextField } from '../../shared/ui/form/FormTextField.tsx';
import { lazySchema } from '../../shared/ui/form/lazy-schema.ts';
import { useForm } from '../../shared/ui/form/use-form.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { useSendFeedback } from './feedback.queries.ts';

const validate = lazySchema(() => import('./feedback.schemas.ts').then((schemas) => schemas.feedbackForm));

export default function FeedbackScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const notify = useNotify();
  const sendFeedback = useSendFeedback();
  const memberEmail = me?.email ?? '';
  const { field, handleSubmit, setValue, reset, formState } = useForm({
    defaultValues: { email: memberEmail, message: '' },
    validate,
  });
  // The profile can arrive after the screen: a member's address fills in by itself.
  useEffect(() => setValue('email', memberEmail), [memberEmail, setValue]);

  const submit = handleSubmit(async ({ email: address, message }) => {
    try {
      await sendFeedback.mutateAsync(address ? { email: address, message } : { message });
      notify.success(t('feedback.thanks'));
      reset({ email: memberEmail, message: '' });
    } catch {
      notify.error();
    }
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 3 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(brand.coral, 0.16),
            color: 'secondary.main',
            flexShrink: 0,
          }}
        >
          <RateReviewOutlinedIcon />
        </Box>
        <Box>
          <Typography variant="h2" component="h1">
            {t('feedback.title')}
          </Typography>
        </Box>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('feedback.lead')}
      </Typography>
      <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2.5 }}>
          <FormTextField
            field={field('email')}
            type="email"
            autoComplete="email"
            label={t('feedback.email')}
            helperText={t('feedback.emailHint')}
          />
          <FormTextField field={field('message')} label={t('feedback.message')} multiline minRows={6} />
          <FormSubmitButton isSubmitting={formState.isSubmitting}>{t('feedback.submit')}</FormSubmitButton>
        </Stack>
      </Card>
    </Container>
  );
}
