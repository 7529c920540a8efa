import { timings } from '@here-and-there/contracts';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputBase } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

interface SearchBarFieldProps {
  /** What the address searches for. */
  query: string;
  /** Sets the address's query, once the member has stopped typing for 400 ms (SPEC §9). */
  onQuery: (query: string) => void;
}

/** The search field the top bar shows on `/search/{tab}` in place of the logo (SPEC §2). */
export function SearchBarField({ query, onQuery }: SearchBarFieldProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(query);
  // The address may change from elsewhere (a "See all", the back button): the field follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== text.trim()) setText(query);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === query) return;
    const timer = setTimeout(() => onQuery(typed), timings.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, query, onQuery]);

  return (
    <Box
      role="search"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 40,
        px: 1.5,
        borderRadius: 5,
        bgcolor: 'action.hover',
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus={!query}
        type="search"
        autoComplete="off"
        placeholder={t('placeholder')}
        inputProps={{ 'aria-label': t('field'), enterKeyHint: 'search' }}
        sx={{ flex: 1 }}
      />
    </Box>
  );
}
