import { searchSectionPreview } from '@here-and-there/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { hitsOf, type SectionAnswer } from '../search.queries.ts';
import { searchTabPath } from '../search-targets.ts';
import { SearchResult } from './SearchResult.tsx';

interface SectionPreviewProps {
  preview: SectionAnswer;
  query: string;
  /** `h3` in the dialog, under its title; `h2` on the search page. */
  headingComponent: 'h2' | 'h3';
  /** Called as the member opens a result or the whole section. */
  onOpen: () => void;
}

/**
 * A section of search's first results (SPEC §2: at most 3, with "See all" to its tab); nothing
 * when it found nothing, so the sections that did come first.
 */
export function SectionPreview({ preview, query, headingComponent, onOpen }: SectionPreviewProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const { section } = preview;
  const results = preview.isFound ? preview.page.results.slice(0, searchSectionPreview) : [];
  if (results.length === 0 && preview.isFound) return null;
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
            to={searchTabPath(section, query)}
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
