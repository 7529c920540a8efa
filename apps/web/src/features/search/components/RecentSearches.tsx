import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { searchItemAttribute, searchRowSx } from './SearchResult.tsx';

interface RecentSearchesProps {
  recent: readonly string[];
  onSearch: (query: string) => void;
  onClear: () => void;
}

/** What the member searched for on this device, to search again with one tap (SPEC §2), and clearable. */
export function RecentSearches({ recent, onSearch, onClear }: RecentSearchesProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  if (recent.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 1.5, sm: 2 } }}>
        <Typography id={headingId} variant="overline" component="h3" color="text.secondary">
          {t('recent.title')}
        </Typography>
        <Button size="small" color="inherit" onClick={onClear} aria-label={t('recent.clearLabel')}>
          {t('recent.clear')}
        </Button>
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {recent.map((query) => (
          <li key={query}>
            <ButtonBase
              {...{ [searchItemAttribute]: true }}
              onClick={() => onSearch(query)}
              aria-label={t('recent.searchAgain', { query })}
              sx={{ ...searchRowSx, py: 1.25 }}
            >
              <HistoryIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              <Typography noWrap>{query}</Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
