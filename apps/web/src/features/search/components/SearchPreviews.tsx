import { isSearchable, searchSections } from '@here-and-there/contracts';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, LinearProgress, Stack } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useSearchPreviews } from '../search.queries.ts';
import { SectionPreview } from './SectionPreview.tsx';

interface SearchPreviewsProps {
  query: string;
  headingComponent: 'h2' | 'h3';
  onOpen: () => void;
}

/** Every section's first results, in the order of SPEC §2, or "No results" once all have answered empty. */
export function SearchPreviews({ query, headingComponent, onOpen }: SearchPreviewsProps) {
  const { t } = useTranslation('search');
  const previews = useSearchPreviews(query);
  if (!isSearchable(query)) return null;
  const hasAnswered = previews.every((preview) => !preview.isPlaceholderData && (preview.data || preview.isError));
  const isEmpty = previews.every((preview) => !preview.isError && (preview.data?.results.length ?? 0) === 0);
  if (hasAnswered && isEmpty) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('noResults')}
        description={t('noResultsHint', { query })}
        titleComponent="h2"
      />
    );
  }
  const isFetching = previews.some((preview) => preview.isFetching);
  return (
    <Stack sx={{ gap: 1 }}>
      {/* Its room is kept, so the results do not jump as an answer comes in. */}
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={t('searching')} />}</Box>
      {searchSections.map((section, index) => (
        <SectionPreview
          key={section}
          section={section}
          query={query}
          preview={previews[index]!}
          headingComponent={headingComponent}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
