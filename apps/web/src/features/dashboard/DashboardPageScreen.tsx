import { Container } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { CatchAll } from '../../app/routing/CatchAll.tsx';
import { dashboardTabs } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeading } from '../../shared/ui/PageHeading.tsx';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { ProOnly } from './ProOnly.tsx';
import { DashboardPanel } from './panels/DashboardPanel.tsx';

/** `/dashboard/{users,trips,alerts,contacts}`: one tab of the home screen as a page of its own (pro). */
export default function DashboardPageScreen() {
  const { page } = useParams();
  const tab = dashboardTabs.find((name) => name === page);
  // Any other page is an unknown path (SPEC §2).
  if (!tab) return <CatchAll />;
  return (
    <ProOnly>
      <DashboardPage tab={tab} />
    </ProOnly>
  );
}

function DashboardPage({ tab }: { tab: (typeof dashboardTabs)[number] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t(`pages.${tab}.title`)} lead={t(`pages.${tab}.lead`)} />
      <Suspense fallback={<ListSkeleton label={t('home.loading')} />}>
        <DashboardPanel tab={tab} />
      </Suspense>
    </Container>
  );
}
