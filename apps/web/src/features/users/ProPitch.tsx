import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { alpha, Button, Card, Stack, Typography } from '@mui/material';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { useBecomePro } from './users.queries.ts';

interface ProPitchProps {
  userId: string;
  /** After the member has turned pro, on their way to onboarding. */
  onBecamePro?: () => void;
}

/** The You drawer's short pitch for members who are not pro (SPEC §6); the pay wall tells the long story. */
export function ProPitch({ userId, onBecamePro }: ProPitchProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const becomePro = useBecomePro();
  return (
    <Card
      component="section"
      aria-labelledby="pro-pitch-title"
      sx={{
        p: 2,
        textAlign: 'left',
        background: `linear-gradient(150deg, ${alpha(brand.coral, 0.16)}, transparent 60%, ${alpha(brand.teal, 0.12)})`,
      }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <WorkspacePremiumIcon color="secondary" sx={{ mt: 0.25 }} />
        <Stack sx={{ gap: 0.5, flex: 1 }}>
          <Typography id="pro-pitch-title" variant="h6" component="h3">
            {t('paywall.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('paywall.lead')}
          </Typography>
        </Stack>
      </Stack>
      <Button
        fullWidth
        variant="contained"
        color="secondary"
        sx={{ mt: 1.5 }}
        loading={becomePro.isPending}
        onClick={() => becomePro.mutate(userId, { onSuccess: onBecamePro, onError: () => notify.error() })}
      >
        {t('paywall.becomePro')}
      </Button>
    </Card>
  );
}
