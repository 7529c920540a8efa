import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { LinkTabs } from '../components/LinkTabs.tsx';

// Each tab downloads on its own: the profile form, or the privacy or calendar settings with their words.
const ProfileTab = lazy(() => import('../components/ProfileTab.tsx'));
const PrivacySettings = lazy(async () => {
  const [module] = await Promise.all([import('../../users/PrivacySettings.tsx'), loadNamespaces('users')]);
  return module;
});
const CalendarFeedSettings = lazy(async () => {
  const [module] = await Promise.all([
    import('../../events/components/CalendarFeedSettings.tsx'),
    loadNamespaces('calendar'),
  ]);
  return module;
});

const tabs = ['profile', 'privacy', 'calendar'] as const;
type AccountTab = (typeof tabs)[number];
const isAccountTab = (value: string | undefined): value is AccountTab => tabs.some((tab) => tab === value);

/** `/my-account/{tab}`: the member's own profile, who may see it (SPEC §2), and their calendar feed. */
export default function MyAccountScreen() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const { tab } = useParams();
  if (!isAccountTab(tab)) return <Navigate to={routes.myAccount('profile')} replace />;
  if (!me) return <PageSpinner />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {t('myAccount.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('myAccount.lead')}
      </Typography>
      <LinkTabs
        label={t('myAccount.tabs')}
        value={tab}
        tabs={tabs.map((name) => ({
          value: name,
          label: t(`myAccount.${name}`),
          to: routes.myAccount(name),
          id: `account-tab-${name}`,
          panelId: `account-panel-${name}`,
        }))}
        sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        <Suspense fallback={<PageSpinner />}>
          {tab === 'profile' && <ProfileTab key={me.id} me={me} />}
          {tab === 'privacy' && <PrivacySettings />}
          {tab === 'calendar' && <CalendarFeedSettings />}
        </Suspense>
      </Box>
    </Container>
  );
}
