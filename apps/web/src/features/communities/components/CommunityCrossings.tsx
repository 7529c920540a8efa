import { communityLimits } from '@here-and-there/contracts';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Card, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { dateTimeFormat } from '../../../shared/i18n/intl-formats.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SectionEmpty, SectionFailed, SectionLoading } from '../../../shared/ui/SectionStates.tsx';
import { useCommunityCrossings } from '../communities.queries.ts';
import { crossingsQueryOf, emptyPlaceFilter, type PlaceFilter } from '../community-links.ts';

const loadFilter = () => import('./CrossingsFilter.tsx');
const CrossingsFilter = lazy(loadFilter);
// The rows come only when there are crossings to show: a community without any downloads none of them.
const CommunityCrossingList = lazy(() => import('./CommunityCrossingList.tsx'));

/**
 * "Who will be where you are" (issue 17 §4): the community's members whose public trips or home
 * cities meet the member's, or, with a place and days chosen, who will be in that place then.
 */
export function CommunityCrossings({ communityId }: { communityId: string }) {
  const { t, i18n } = useTranslation('communities');
  const headingId = useId();
  const [filter, setFilter] = useState<PlaceFilter>(emptyPlaceFilter);
  const [isFiltering, setFiltering] = useState(false);
  const [limit, setLimit] = useState<number>(communityLimits.crossingsPage);
  const crossings = useCommunityCrossings(communityId, crossingsQueryOf(filter), limit);
  const shown = crossings.data?.results;
  const changeFilter = (update: (current: PlaceFilter) => PlaceFilter) => {
    setFilter(update);
    setLimit(communityLimits.crossingsPage);
  };

  let body: ReactNode;
  if (crossings.isError && !crossings.data) {
    body = <SectionFailed message={t('crossings.failed')} onRetry={() => void crossings.refetch()} />;
  } else if (!shown) {
    body = <SectionLoading label={t('crossings.loading')} />;
  } else if (shown.length === 0) {
    body = (
      <SectionEmpty icon={<FlightTakeoffOutlinedIcon />}>
        <Typography color="text.secondary">
          {filter.location ? t('crossings.emptyPlace', { place: filter.location.title }) : t('crossings.empty')}
        </Typography>
      </SectionEmpty>
    );
  } else {
    body = (
      <Suspense fallback={<SectionLoading label={t('crossings.loading')} />}>
        <CommunityCrossingList crossings={shown} />
        {crossings.data && crossings.data.count > crossings.data.results.length && (
          <Button
            fullWidth
            color="inherit"
            loading={crossings.isPlaceholderData}
            onClick={() => setLimit(crossings.data.results.length + communityLimits.crossingsPage)}
            sx={{ mt: 1.5 }}
          >
            {t('crossings.more')}
          </Button>
        )}
      </Suspense>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('crossings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.25, mb: 2 }}>
        {filter.location
          ? t('crossings.leadPlace', {
              place: filter.location.title,
              from: filter.from ? formatDay(filter.from, i18n.language) : t('crossings.now'),
              to: filter.to ? formatDay(filter.to, i18n.language) : t('crossings.later'),
            })
          : t('crossings.lead')}
      </Typography>
      {isFiltering ? (
        <Suspense fallback={null}>
          <CrossingsFilter filter={filter} onChange={changeFilter} />
        </Suspense>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<TuneIcon />}
          onClick={() => setFiltering(true)}
          onPointerEnter={() => void loadFilter()}
          sx={{ mb: 2 }}
        >
          {t('crossings.filter')}
        </Button>
      )}
      {shown && shown.length > 0 ? body : <Card>{body}</Card>}
    </Box>
  );
}

/** "3 Jun 2026": a day the member chose, in their language. */
const formatDay = (day: string, language: string) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
