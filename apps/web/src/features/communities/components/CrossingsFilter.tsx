import type { Location } from '@here-and-there/contracts';
import { Box, Button } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormTextField } from '../../../shared/ui/form/FormTextField.tsx';
import type { Field } from '../../../shared/ui/form/use-form.ts';
import { LazyLocationAutocomplete } from '../../locations/LazyLocationAutocomplete.tsx';
import { todayUtc } from '../../trips/trip-days.ts';
import { emptyPlaceFilter, type PlaceFilter } from '../community-links.ts';

/**
 * "Who will be in {place} from {date} to {date}": the place and the days, downloaded when the
 * member opens the filter, so the community page's first download stays within its budget.
 */
export default function CrossingsFilter({
  filter,
  onChange,
}: {
  filter: PlaceFilter;
  onChange: (update: (current: PlaceFilter) => PlaceFilter) => void;
}) {
  const { t } = useTranslation('communities');
  const today = todayUtc();
  const setFilter = onChange;
  const placeField: Field<Location | null> = {
    name: 'location',
    value: filter.location,
    error: undefined,
    onChange: (location) => setFilter((current) => ({ ...current, location })),
    ref: () => {},
  };
  const dayField = (name: 'from' | 'to'): Field<string> => ({
    name,
    value: filter[name],
    error: undefined,
    onChange: (day) => setFilter((current) => ({ ...current, [name]: day })),
    ref: () => {},
  });
  return (
    <Box
      role="group"
      aria-label={t('crossings.filter')}
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto' } }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <LazyLocationAutocomplete field={placeField} label={t('crossings.place')} isNeededAtOnce autoFocus />
      </Box>
      <FormTextField field={dayField('from')} label={t('crossings.from')} type="date" inputProps={{ min: today }} />
      <FormTextField
        field={dayField('to')}
        label={t('crossings.to')}
        type="date"
        inputProps={{ min: filter.from || today }}
      />
      {(filter.location || filter.from || filter.to) && (
        <Button
          color="inherit"
          onClick={() => setFilter(() => emptyPlaceFilter)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          {t('crossings.clear')}
        </Button>
      )}
    </Box>
  );
}
