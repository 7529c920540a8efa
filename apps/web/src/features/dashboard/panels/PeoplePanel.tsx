import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SwipeOutlinedIcon from '@mui/icons-material/SwipeOutlined';
import { Button, Card, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { ListSkeleton } from '../../../shared/ui/Placeholder.tsx';
import { useTripDialogs } from '../../trips/trip-dialogs.ts';
import { useCrossings } from '../../trips/trips.queries.ts';
import { CrossingRow } from '../components/CrossingRow.tsx';
import { ListFailed } from '../components/ListFailed.tsx';
import { ListSection, PanelActions, RowList } from '../components/ListParts.tsx';
import { UpcomingMeetups } from '../components/UpcomingMeetups.tsx';
import { type CrossingGroup, crossingsByKind, groupCrossings } from '../dashboard-lists.ts';

/**
 * The people tab: who of the member's people will be where the member is (DESIGN §5) — **here**,
 * coming to the member's city, and **there**, where the member is going — then the near misses;
 * above them, the meetups agreed on.
 * `tripId` (SPEC §2 `?trip=`) narrows it to one of the member's trips.
 */
export default function PeoplePanel({ tripId }: { tripId: string | null }) {
  const { t } = useTranslation('dashboard');
  const { openCreateTrip } = useTripDialogs();
  const crossings = useCrossings(tripId ? { trip: tripId } : {});

  const addTrip = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreateTrip} aria-haspopup="dialog">
      {t('actions.addTrip')}
    </Button>
  );
  const actions = (
    <PanelActions>
      <Button
        variant="outlined"
        component={RouterLink}
        to={routes.dashboardSwipe('users')}
        startIcon={<SwipeOutlinedIcon />}
      >
        {t('actions.swipe')}
      </Button>
      <Button variant="outlined" component={RouterLink} to={routes.recentUsers} startIcon={<HistoryIcon />}>
        {t('actions.recent')}
      </Button>
    </PanelActions>
  );

  if (crossings.isError && !crossings.data) {
    return <ListFailed description={t('people.failed')} onRetry={() => void crossings.refetch()} />;
  }
  if (!crossings.data) return <ListSkeleton label={t('people.loading')} />;

  const tripFilter = tripId && (
    <Stack direction="row" sx={{ mb: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{t('people.oneTrip')}</Typography>
      <Button size="small" component={RouterLink} to={routes.dashboard('users')}>
        {t('people.allTrips')}
      </Button>
    </Stack>
  );

  if (crossings.data.results.length === 0) {
    return (
      <>
        {tripFilter}
        <EmptyState
          titleComponent="h2"
          icon={<PeopleAltOutlinedIcon />}
          title={t('people.empty')}
          description={t('people.emptyHint')}
          action={addTrip}
        />
      </>
    );
  }

  const groups = crossingsByKind(crossings.data.results);
  return (
    <>
      {tripFilter}
      {actions}
      <Stack sx={{ gap: 4 }}>
        <UpcomingMeetups />
        <KindSection title={t('people.here')} lead={t('people.hereLead')} groups={groupCrossings(groups.here)} />
        <KindSection title={t('people.there')} lead={t('people.thereLead')} groups={groupCrossings(groups.there)} />
        {groups.near_miss.length > 0 && (
          <KindSection
            title={t('people.nearMisses')}
            lead={t('people.nearMissesLead')}
            groups={groupCrossings(groups.near_miss)}
          />
        )}
      </Stack>
    </>
  );
}

function KindSection({ title, lead, groups }: { title: string; lead: string; groups: CrossingGroup[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <ListSection title={title} lead={lead} count={groups.length}>
      {groups.length === 0 ? (
        <Card sx={{ px: 2.5, py: 2 }}>
          <Typography color="text.secondary">{t('people.nobody')}</Typography>
        </Card>
      ) : (
        <RowList>
          {groups.map((group) => (
            <CrossingRow key={group.key} group={group} />
          ))}
        </RowList>
      )}
    </ListSection>
  );
}
