import { type SearchSection, searchSectionPreview } from '@here-and-there/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { hitsOf, type SectionItems } from '../search.queries.ts';
import { SearchResult } from './SearchResult.tsx';

interface SectionPreviewProps {
  section: SearchSection;
  query: string;
  preview: { data?: { results: SectionItems[SearchSection][] }; isError: boolean };
  /** `h3` in the dialog, under its title; `h2` on the search page. */
  headingComponent: 'h2' | 'h3';
  /** Called as the member opens a result or the whole section. */
  onOpen: () => void;
}

/**
 * A section of search's first results (SPEC §2: at most 3, with "See all" to its tab); nothing
 * when it found nothing, so the sections that did come first.
 */
export function SectionPreview({ section, query, preview, headingComponent, onOpen }: SectionPreviewProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const results = preview.data?.results.slice(0, searchSectionPreview) ?? [];
  if (results.length === 0 && !preview.isError) return null;
  const name = t(`sections.${section}`);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} variant="overline" component={headingComponent} color="text.secondary">
          {name}
        </Typography>
        {results.length > 0 && (
          <Button
            component={RouterLink}
            to={routes.searchTab(section, query)}
            onClick={onOpen}
            size="small"
            aria-label={t('seeAllOf', { section: name })}
          >
            {t('seeAll')}
          </Button>
        )}
      </Stack>
      {results.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {hitsOf(section, results).map((hit) => (
            <li key={hit.item.id}>
              <SearchResult hit={hit} onOpen={onOpen} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1.5, sm: 2 }, pb: 1 }}>
          {t('failed')}
        </Typography>
      )}
    </Box>
  );
}
