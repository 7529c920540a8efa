import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  alpha,
  Box,
  Button,
  Card,
  Container,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { IconIllustration } from '../onboarding/components/IconIllustration.tsx';
import { useBecomePro } from './users.queries.ts';

/** Home, the users map, the network and search are for pro members (SPEC §6); everyone else gets the pitch. */
export function ProPaywall({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const becomePro = useBecomePro();
  const benefits = t('paywall.benefits');
  // A smaller picture on a phone keeps the button close to the top.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 7 } }}>
      <Card
        sx={{
          p: { xs: 2.5, md: 6 },
          background: `linear-gradient(150deg, ${alpha(brand.teal, 0.16)}, transparent 45%, ${alpha(brand.coral, 0.12)})`,
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 2, md: 6 }, alignItems: 'center' }}>
          <IconIllustration
            main={WorkspacePremiumIcon}
            orbit={[PlaceIcon, MapOutlinedIcon]}
            size={isWide ? 200 : 128}
          />
          <Stack sx={{ gap: 2, flex: 1 }}>
            <Typography variant="overline" color="secondary">
              {t('paywall.overline')}
            </Typography>
            <Typography
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, textWrap: 'balance' }}
            >
              {t('paywall.title')}
            </Typography>
            <Typography color="text.secondary">{t('paywall.lead')}</Typography>
            <List dense disablePadding>
              {benefits.map((benefit) => (
                <ListItem key={benefit} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                    <CheckCircleIcon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={benefit} />
                </ListItem>
              ))}
            </List>
            <Box>
              <Button
                variant="contained"
                size="large"
                color="secondary"
                startIcon={<WorkspacePremiumIcon />}
                loading={becomePro.isPending}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
                onClick={() => becomePro.mutate(userId, { onError: () => notify.error() })}
              >
                {t('paywall.becomePro')}
              </Button>
            </Box>
          </Stack>
        </Stack>
      </Card>
    </Container>
  );
}
