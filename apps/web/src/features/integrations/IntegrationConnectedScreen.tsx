import { integrationConnections } from '@here-and-there/contracts';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import { alpha, Button, Card, Container, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { brand } from '../../app/theme/theme.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { IconBadge } from '../../shared/ui/IconBadge.tsx';
import { integrationKeys } from './integrations.queries.ts';

/** How long the confirmation stays before the integrations screen comes back by itself. */
const returnAfterMs = 5000;

/**
 * `/integrations/{connection}/success`: where the provider's consent screen sends the browser back.
 * A friendly word that it worked and that reading has begun, then back to `/integrations`, whose
 * connections are asked for afresh.
 */
export default function IntegrationConnectedScreen() {
  const { t } = useTranslation('integrations');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connection = integrationConnections.find((name) => name === useParams().connection);

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
    const timer = setTimeout(() => navigate(routes.integrations, { replace: true }), returnAfterMs);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  const name = connection ? t(`connections.${connection}.name`) : t('title');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack sx={{ gap: 2, alignItems: 'center' }}>
          <IconBadge color="success.main" bgcolor={alpha(brand.teal, 0.16)}>
            <CheckCircleOutlineRoundedIcon />
          </IconBadge>
          <Typography variant="h2" component="h1">
            {t('success.title', { name })}
          </Typography>
          <Typography color="text.secondary">{t('success.body')}</Typography>
          <Button variant="contained" size="large" component={RouterLink} to={routes.integrations} replace>
            {t('success.back')}
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('success.returning')}
          </Typography>
        </Stack>
      </Card>
    </Container>
  );
}
