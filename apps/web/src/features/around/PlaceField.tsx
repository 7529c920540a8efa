import type { Location } from '@here-and-there/contracts';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, ButtonBase, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const loadPlaceSearch = () => import('../locations/LocationAutocomplete.tsx');
const LocationAutocomplete = lazy(async () => {
  const [module] = await Promise.all([loadPlaceSearch(), loadNamespaces('locations')]);
  return { default: module.LocationAutocomplete };
});

interface PlaceFieldProps {
  place: Location | null;
  onChange: (place: Location | null) => void;
}

/**
 * The place of People Around. It shows the place until the member reaches for it; only then does
 * the place search download (DESIGN §7: the deck's first download stays within budget).
 */
export function PlaceField({ place, onChange }: PlaceFieldProps) {
  const { t } = useTranslation('dashboard');
  const [isSearching, setSearching] = useState(false);

  const standIn = (
    <ButtonBase
      onClick={() => setSearching(true)}
      onPointerEnter={() => void loadPlaceSearch()}
      aria-label={place ? t('around.changePlace', { place: place.title }) : t('around.place')}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        gap: 1.5,
        px: 1.75,
        py: 1,
        minHeight: 56,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        textAlign: 'left',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <PlaceOutlinedIcon sx={{ color: 'text.secondary' }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('around.place')}
        </Typography>
        <Typography noWrap>{place?.title ?? t('around.choose')}</Typography>
      </Box>
      <Typography color="primary" sx={{ fontWeight: 500 }}>
        {t('around.change')}
      </Typography>
    </ButtonBase>
  );

  if (!isSearching) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LocationAutocomplete
        label={t('around.place')}
        helperText={t('around.placeHint')}
        autoFocus
        field={{ name: 'location', value: place, error: undefined, onChange, ref: () => {} }}
      />
    </Suspense>
  );
}
