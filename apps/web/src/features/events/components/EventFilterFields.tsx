import type { Location } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { usePlace } from '../../locations/locations.queries.ts';
import { useEventFilters } from '../event-filters.ts';

/** A field bound to one filter of the address, for the form parts that take a `Field`. */
const filterField = <Value,>(name: string, value: Value, onChange: (value: Value) => void) => ({
  name,
  value,
  error: undefined,
  onChange,
  ref: () => {},
});

/** The place (SPEC §5 location autocomplete) and the days the events are narrowed to, as fields. */
export default function EventFilterFields() {
  const { t } = useTranslation('events');
  const { locationId, from, until, setFilter } = useEventFilters();
  const [chosen, setChosen] = useState<Location | null>(null);
  const storedPlace = usePlace(chosen?.id === locationId ? null : locationId);
  const place = locationId === null ? null : chosen?.id === locationId ? chosen : (storedPlace.data ?? null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <LazyLocationAutocomplete
          label={t('filters.place')}
          isNeededAtOnce={locationId !== null}
          field={filterField('location', place, (next: Location | null) => {
            setChosen(next);
            setFilter('location', next ? String(next.id) : null);
          })}
        />
      </Box>
      <FormTextField
        type="date"
        label={t('filters.from')}
        field={filterField('from', from, (value: string) => setFilter('from', value))}
      />
      <FormTextField
        type="date"
        label={t('filters.until')}
        inputProps={{ min: from || undefined }}
        field={filterField('until', until, (value: string) => setFilter('until', value))}
      />
    </Box>
  );
}
