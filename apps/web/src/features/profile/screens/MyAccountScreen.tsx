import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import { Box, Button, Card, Container, Stack, Tab, Tabs, type Theme, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { useDialogs } from '../../../app/dialogs/use-dialogs.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useMe } from '../../auth/auth.queries.ts';
import { ProfileForm } from '../components/ProfileForm.tsx';

const PrivacySettings = lazy(() => import('../../users/PrivacySettings.tsx'));

const tabs = ['profile', 'privacy'] as const;
type AccountTab = (typeof tabs)[number];
const isAccountTab = (value: string | undefined): value is AccountTab => tabs.some((tab) => tab === value);

/** `/my-account/{tab}`: the member's own profile, and who may see it (SPEC §2). */
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
      <Tabs value={tab} aria-label={t('myAccount.tabs')} sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`myAccount.${name}`)}
            component={RouterLink}
            to={routes.myAccount(name)}
            replace
            id={`account-tab-${name}`}
            aria-controls={`account-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {tab === 'profile' ? (
          <Stack sx={{ gap: 3 }}>
            <ProfileForm key={me.id} member={me} mode="save" />
            <DeleteAccount />
          </Stack>
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <PrivacySettings />
          </Suspense>
        )}
      </Box>
    </Container>
  );
}

const dangerText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark;

function DeleteAccount() {
  const { t } = useTranslation('profile');
  const { openDialog } = useDialogs();
  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 }, borderColor: dangerText }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {t('myAccount.deleteTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('myAccount.deleteBody')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => openDialog('delete-account')}
          // The plain error red is too dark to read on the dark card.
          sx={{ flexShrink: 0, color: dangerText, borderColor: dangerText }}
        >
          {t('myAccount.deleteButton')}
        </Button>
      </Stack>
    </Card>
  );
}
