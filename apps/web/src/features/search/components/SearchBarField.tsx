import { timings } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchField } from '../../../shared/ui/form/SearchField.tsx';

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
    <Box role="search" sx={{ pt: 0.5 }}>
      <SearchField
        label={t('field')}
        placeholder={t('placeholder')}
        value={text}
        onChange={setText}
        size="small"
        autoFocus={!query}
      />
    </Box>
  );
}
