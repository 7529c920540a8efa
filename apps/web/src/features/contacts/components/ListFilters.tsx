import { type Location, timings } from '@here-and-there/contracts';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputLabel, OutlinedInput } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { Field } from '../../../shared/ui/form/use-form.ts';
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
  const searchId = useId();

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
      <FormControl fullWidth variant="outlined">
        <InputLabel htmlFor={searchId}>{t('filters.search')}</InputLabel>
        <OutlinedInput
          id={searchId}
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          startAdornment={
            // Drawn as Material's start adornment is, without its module in the list's download.
            <Box sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', mr: 1, color: 'action.active' }}>
              <SearchIcon />
            </Box>
          }
        />
      </FormControl>
      <PlaceFilter
        label={t('filters.place')}
        hasPlace={locationId !== null}
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

const loadPlaceField = () => import('../../locations/LocationAutocomplete.tsx');
const LocationAutocomplete = lazy(() => loadPlaceField().then((module) => ({ default: module.LocationAutocomplete })));

interface PlaceFilterProps {
  label: string;
  field: Field<Location | null>;
  /** The address names a place: the real field shows at once. */
  hasPlace: boolean;
}

/**
 * The place search downloads when the member reaches for it, or at once when the address already
 * names a place; until then a field that looks the same stands in, which keeps the list screens
 * within their first-download budget (DESIGN §7).
 */
function PlaceFilter({ label, field, hasPlace }: PlaceFilterProps) {
  const [isReached, setReached] = useState(false);
  const id = useId();
  const standIn = (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value=""
        readOnly
        onFocus={() => setReached(true)}
        onPointerEnter={() => void loadPlaceField()}
        startAdornment={<PlaceOutlinedIcon sx={{ color: 'text.secondary', ml: -0.5, mr: 1 }} />}
        endAdornment={<ArrowDropDownIcon sx={{ color: 'text.secondary', mr: -0.25 }} />}
      />
    </FormControl>
  );
  if (!isReached && !hasPlace) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LocationAutocomplete label={label} field={field} autoFocus={isReached} />
    </Suspense>
  );
}
