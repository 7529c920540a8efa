import { isSearchable } from '@here-and-there/contracts';
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

/** Every section's first results, in the order of SPEC §2, or "No results" when none found anything. */
export function SearchPreviews({ query, headingComponent, onOpen }: SearchPreviewsProps) {
  const { t } = useTranslation('search');
  const previews = useSearchPreviews(query);
  if (!isSearchable(query)) return null;
  const sections = previews.data ?? [];
  const isEmpty = sections.every((preview) => preview.isFound && preview.page.results.length === 0);
  if (previews.data && !previews.isPlaceholderData && isEmpty) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={t('noResults')}
        description={t('noResultsHint', { query })}
        titleComponent="h2"
      />
    );
  }
  return (
    <Stack sx={{ gap: 1 }}>
      {/* Its room is kept, so the results do not jump as an answer comes in. */}
      <Box sx={{ height: 4 }}>{previews.isFetching && <LinearProgress aria-label={t('searching')} />}</Box>
      {sections.map((preview) => (
        <SectionPreview
          key={preview.section}
          preview={preview}
          query={query}
          headingComponent={headingComponent}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
