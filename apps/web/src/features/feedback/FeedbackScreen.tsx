import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { alpha, Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brand } from '../../app/theme/theme.ts';
import { FormTextField } from '../../shared/ui/form/FormTextField.tsx';
import { lazyResolver } from '../../shared/ui/form/lazy-resolver.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useMe } from '../auth/auth.queries.ts';
import { useSendFeedback } from './feedback.queries.ts';
import type { FeedbackForm } from './feedback.schemas.ts';

const resolver = lazyResolver(() => import('./feedback.schemas.ts').then((schemas) => schemas.feedbackResolver));

export default function FeedbackScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const notify = useNotify();
  const sendFeedback = useSendFeedback();
  const { control, handleSubmit, reset, formState } = useForm<FeedbackForm>({
    resolver,
    values: { email: me?.email ?? '', message: '' },
  });

  const submit = handleSubmit(async ({ email: address, message }) => {
    try {
      await sendFeedback.mutateAsync(address ? { email: address, message } : { message });
      notify.success(t('feedback.thanks'));
      reset({ email: me?.email ?? '', message: '' });
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
            control={control}
            name="email"
            type="email"
            autoComplete="email"
            label={t('feedback.email')}
            helperText={t('feedback.emailHint')}
          />
          <FormTextField control={control} name="message" label={t('feedback.message')} multiline minRows={6} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={formState.isSubmitting}
            sx={{ alignSelf: { sm: 'flex-end' } }}
          >
            {t('feedback.submit')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
