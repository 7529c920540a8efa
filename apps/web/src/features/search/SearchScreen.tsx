import {
  isSearchable,
  type SearchSection,
  type SearchTab,
  searchCountLimit,
  searchTabs,
} from '@here-and-there/contracts';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { LoadMoreButton } from '../../shared/ui/LoadMoreButton.tsx';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { InTopBar } from '../../shared/ui/TopBarSlot.tsx';
import { ProOnly } from '../dashboard/ProOnly.tsx';
import { LinkTabs } from '../profile/components/LinkTabs.tsx';
import { SearchBarField } from './components/SearchBarField.tsx';
import { SearchPreviews } from './components/SearchPreviews.tsx';
import { SearchResult } from './components/SearchResult.tsx';
import { useRecentSearches } from './recent-searches.ts';
import { hitsOf, useSectionPages } from './search.queries.ts';
import { searchTabPath } from './search-targets.ts';

const isSearchTab = (value: string | undefined): value is SearchTab => searchTabs.some((tab) => tab === value);

/** `/search/{tab}?q=` (SPEC §2, pro): every section's first results, or one section's whole list. */
export default function SearchScreen() {
  return (
    <ProOnly>
      <Search />
    </ProOnly>
  );
}

function Search() {
  const { t } = useTranslation('search');
  const { tab } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  const { remember } = useRecentSearches();
  const setQuery = useCallback(
    (next: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  if (!isSearchTab(tab)) return <Navigate to={searchTabPath('top', query)} replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <InTopBar>
        <SearchBarField query={query} onQuery={setQuery} />
      </InTopBar>
      <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {isSearchable(query) ? t('resultsFor', { query }) : t('title')}
      </Typography>
      <LinkTabs
        label={t('tabs')}
        value={tab}
        tabs={searchTabs.map((name) => ({
          value: name,
          label: t(`sections.${name}`),
          to: searchTabPath(name, query),
          id: `search-tab-${name}`,
          panelId: `search-panel-${name}`,
        }))}
        // Six tabs are wider than a phone: the row scrolls sideways.
        sx={{ mt: 2, mb: 2, borderBottom: 1, borderColor: 'divider', overflowX: 'auto', scrollbarWidth: 'none' }}
      />
      <Box role="tabpanel" id={`search-panel-${tab}`} aria-labelledby={`search-tab-${tab}`}>
        {!isSearchable(query) ? (
          <EmptyState icon={<SearchIcon />} title={t('keepTyping')} titleComponent="h2" />
        ) : tab === 'top' ? (
          <Card sx={{ py: 1 }}>
            <SearchPreviews query={query} headingComponent="h2" onOpen={() => remember(query)} />
          </Card>
        ) : (
          <SectionList key={`${tab}:${query}`} section={tab} query={query} onOpen={() => remember(query)} />
        )}
      </Box>
    </Container>
  );
}

/** One section's results, a page at a time as the member scrolls. */
function SectionList({ section, query, onOpen }: { section: SearchSection; query: string; onOpen: () => void }) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation();
  const list = useSectionPages(section, query);

  if (list.isError && !list.data) {
    return (
      <EmptyState
        icon={<ReportGmailerrorredIcon />}
        title={tCommon('errors.somethingWentWrong')}
        description={t('failed')}
        titleComponent="h2"
        action={
          <Button variant="contained" onClick={() => void list.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!list.data) return <PageSpinner />;
  const results = list.data.pages.flatMap((page) => page.results);
  if (results.length === 0) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('noResults')}
        description={t('noResultsHint', { query })}
        titleComponent="h2"
      />
    );
  }
  const count = list.data.pages[0]?.count ?? results.length;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ px: 0.5 }}>
        {count >= searchCountLimit
          ? t('count.atLeast', { count: searchCountLimit })
          : count === 1
            ? t('count.one')
            : t('count.other', { count })}
      </Typography>
      <Card
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {hitsOf(section, results).map((hit) => (
          <li key={hit.item.id}>
            <SearchResult hit={hit} onOpen={onOpen} />
          </li>
        ))}
      </Card>
      <LoadMoreButton list={list} label={t('more')} loadsWhenInView />
    </Stack>
  );
}
