import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Box, Card, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../app/routing/route-paths.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../shared/ui/Placeholder.tsx';
import { ListFailed } from '../dashboard/components/ListFailed.tsx';
import { ProOnly } from '../dashboard/ProOnly.tsx';
import { LinkTabs } from '../profile/components/LinkTabs.tsx';
import { useMapPoints } from './map.queries.ts';
import { mapPeriodOf, mapPeriods } from './map-period.ts';
import type { MapPoint } from './map-points.ts';
import { PeopleList, useWhereabouts } from './PeopleList.tsx';

// MapLibre is large: it downloads once the screen is up, never with any route's first download.
const PeopleMap = lazy(() => import('./PeopleMap.tsx'));
const GroupSheet = lazy(() => import('./GroupSheet.tsx'));

/**
 * `/users/map` (SPEC §2, pro): the people the member chose at their home cities and trip
 * destinations in a period (`?period=`), clustered on a map that needs nothing from the internet.
 * Tapping a person opens them; where the map cannot start, the same people show as a list.
 */
export default function UsersMapScreen() {
  return (
    <ProOnly>
      <UsersMap />
    </ProOnly>
  );
}

function UsersMap() {
  const { t } = useTranslation('map');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const period = mapPeriodOf(searchParams.get('period'));
  const points = useMapPoints(period);
  const whereaboutsOf = useWhereabouts();
  const [hasMapFailed, setMapFailed] = useState(false);
  const [group, setGroup] = useState<MapPoint[] | null>(null);

  let body: ReactNode;
  if (points.isError && !points.data) {
    body = <ListFailed description={t('failed')} onRetry={() => void points.refetch()} />;
  } else if (!points.data) {
    body = <ListSkeleton label={t('loading')} />;
  } else {
    const people = points.data.results;
    const list =
      people.length === 0 ? (
        <EmptyState titleComponent="h2" icon={<MapOutlinedIcon />} title={t('empty')} description={t('emptyHint')} />
      ) : (
        <PeopleList points={people} label={t('people.list')} />
      );
    body = hasMapFailed ? (
      <Card>{list}</Card>
    ) : (
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
        <Card
          sx={{
            position: 'relative',
            // Growing in a column would trade its height for the flex basis.
            flex: { xs: 'none', md: 1 },
            minHeight: 320,
            height: { xs: '52dvh', md: 'calc(100dvh - 260px)' },
            overflow: 'hidden',
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label={t('mapLoading')} />
              </Box>
            }
          >
            <PeopleMap
              points={people}
              label={t('mapLabel')}
              loadingLabel={t('mapLoading')}
              personLabel={(point) =>
                t('people.marker', { name: point.user.display_name, where: whereaboutsOf(point) })
              }
              clusterLabel={(count) => t('cluster', { count })}
              onOpenPerson={(point) => void navigate(routes.user(point.user.id))}
              onShowGroup={setGroup}
              onFail={() => setMapFailed(true)}
            />
          </Suspense>
        </Card>
        <Card
          component="aside"
          aria-label={t('people.title')}
          sx={{ width: { md: 340 }, flexShrink: 0, overflowY: 'auto', maxHeight: { md: 'calc(100dvh - 260px)' } }}
        >
          <Typography
            variant="overline"
            component="h2"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pt: 1.5 }}
          >
            {t('people.title')}
          </Typography>
          {list}
        </Card>
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('lead')}
      </Typography>
      <LinkTabs
        label={t('periods.label')}
        value={period}
        tabs={mapPeriods.map((name) => ({
          value: name,
          label: t(`periods.${name}`),
          to: `${routes.usersMap}?period=${name}`,
          id: `map-period-${name}`,
          panelId: 'map-panel',
        }))}
        sx={{ mt: 2, mb: 3, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
      />
      <Box role="tabpanel" id="map-panel" aria-labelledby={`map-period-${period}`}>
        {body}
      </Box>
      {group && (
        <Suspense fallback={null}>
          <GroupSheet points={group} onClose={() => setGroup(null)} />
        </Suspense>
      )}
    </Container>
  );
}
