import { type Location, timings } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchField } from '../../../shared/ui/form/SearchField.tsx';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { usePlace } from '../../locations/locations.queries.ts';

/**
 * `?q=` and `?location=`: what a list of people is narrowed to. They live in the address, so a
 * link (from search, say) can open a list already filtered and a reload keeps the filter.
 */
export function useListFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = useCallback(
    (name: 'q' | 'location', value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return {
    search: searchParams.get('q') ?? '',
    locationId: Number(searchParams.get('location')) || null,
    setFilter,
  };
}

/** The filter bar above a list of people: a text search (SPEC §9: debounced 400 ms) and a place. */
export function ListFilters() {
  const { t } = useTranslation('contacts');
  const { search, locationId, setFilter } = useListFilters();
  const [text, setText] = useState(search);
  const [chosen, setChosen] = useState<Location | null>(null);
  const storedPlace = usePlace(chosen?.id === locationId ? null : locationId);
  const place = chosen?.id === locationId ? chosen : (storedPlace.data ?? null);

  useEffect(() => {
    const typed = text.trim();
    if (typed === search) return;
    const timer = setTimeout(() => setFilter('q', typed || null), timings.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, search, setFilter]);

  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 2, mb: 3 }}
    >
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <LazyLocationAutocomplete
        label={t('filters.place')}
        isNeededAtOnce={locationId !== null}
        field={{
          name: 'location',
          value: place,
          error: undefined,
          onChange: (next) => {
            setChosen(next);
            setFilter('location', next ? String(next.id) : null);
          },
          ref: () => {},
        }}
      />
    </Box>
  );
}
