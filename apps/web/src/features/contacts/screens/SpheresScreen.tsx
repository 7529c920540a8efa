import { Box, Container, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { routes, type SpheresTab, spheresTabs } from '../../../app/routing/route-paths.ts';
import { loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { LinkTabs } from '../../profile/components/LinkTabs.tsx';
import { ListFilters, useListFilters } from '../components/ListFilters.tsx';

// Each tab downloads on its own, with its words.
const ConnectionsPanel = lazy(async () => {
  const [module] = await Promise.all([import('../../connections/ConnectionsPanel.tsx'), loadNamespaces('connections')]);
  return module;
});
const ContactsPanel = lazy(() => import('../ContactsPanel.tsx'));

const isSpheresTab = (value: string | undefined): value is SpheresTab => spheresTabs.some((tab) => tab === value);

/** Filters travel from tab to tab; dialogs stay where they were opened. */
const filtersOf = (search: string) => {
  const filters = new URLSearchParams(search);
  for (const name of [...filters.keys()]) if (name !== 'q' && name !== 'location') filters.delete(name);
  return filters.size ? `?${filters}` : '';
};

/** `/spheres/{tab}`: the member's connections and contacts, both narrowed by the same text and place. */
export default function SpheresScreen() {
  const { t } = useTranslation('contacts');
  const { tab } = useParams();
  const { search: query } = useLocation();
  const { search, locationId } = useListFilters();
  if (!isSpheresTab(tab)) return <Navigate to={routes.connections} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {t('spheres.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('spheres.lead')}
      </Typography>
      <LinkTabs
        label={t('spheres.tabs')}
        value={tab}
        tabs={spheresTabs.map((name) => ({
          value: name,
          label: t(`spheres.${name}`),
          to: `${routes.spheres(name)}${filtersOf(query)}`,
          id: `spheres-tab-${name}`,
          panelId: `spheres-panel-${name}`,
        }))}
        sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider' }}
      />
      <ListFilters />
      <Box role="tabpanel" id={`spheres-panel-${tab}`} aria-labelledby={`spheres-tab-${tab}`}>
        <Suspense fallback={<PageSpinner />}>
          {tab === 'contacts' ? (
            <ContactsPanel search={search} locationId={locationId} />
          ) : (
            <ConnectionsPanel search={search} locationId={locationId} />
          )}
        </Suspense>
      </Box>
    </Container>
  );
}
