import { Box, Container, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardTabOf, dashboardTabs, routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { ReviewQueue } from '../imports/components/ReviewQueue.tsx';
import { LinkTabs } from '../profile/components/LinkTabs.tsx';
import { ProOnly } from './ProOnly.tsx';
import { DashboardPanel } from './panels/DashboardPanel.tsx';

/**
 * `/` Here & There (SPEC §2, pro): who of the member's people will be where they are, their trips,
 * the latest alerts and the contacts to invite, one tab each (`?tab=`; `?trip=` narrows the people
 * to one of the member's trips).
 */
export default function DashboardScreen() {
  return (
    <ProOnly>
      <Dashboard />
    </ProOnly>
  );
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const [searchParams] = useSearchParams();
  const tab = dashboardTabOf(searchParams.get('tab'));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {t('home.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('home.lead')}
      </Typography>
      <ReviewQueue sx={{ mt: 3, mb: 0 }} />
      <LinkTabs
        label={t('home.tabs')}
        value={tab}
        tabs={dashboardTabs.map((name) => ({
          value: name,
          label: t(`tabs.${name}`),
          to: routes.dashboard(name),
          id: `dashboard-tab-${name}`,
          panelId: `dashboard-panel-${name}`,
        }))}
        sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
      />
      <Box role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        <Suspense fallback={<ListSkeleton label={t('home.loading')} />}>
          <DashboardPanel tab={tab} tripId={searchParams.get('trip')} />
        </Suspense>
      </Box>
    </Container>
  );
}
