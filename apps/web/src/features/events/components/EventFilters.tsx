import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Stack } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useEventFilters } from '../event-filters.ts';

const loadFields = () => import('./EventFilterFields.tsx');
const EventFilterFields = lazy(loadFields);

/**
 * The place and days the events are narrowed to. The fields download when the member opens them
 * (or at once when the address already filters), keeping the events screen's first download
 * within budget (DESIGN §7).
 */
export function EventFilters() {
  const { t } = useTranslation('events');
  const { isFiltered, activeCount, clear } = useEventFilters();
  const [isOpen, setOpen] = useState(isFiltered);
  const panelId = useId();
  return (
    <Box role="search" aria-label={t('filters.label')} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<TuneIcon />}
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          onClick={() => setOpen((open) => !open)}
          onPointerEnter={() => void loadFields()}
        >
          {activeCount > 0 ? t('filters.toggleActive', { count: activeCount }) : t('filters.toggle')}
        </Button>
        {isFiltered && (
          <Button color="inherit" onClick={clear}>
            {t('filters.clear')}
          </Button>
        )}
      </Stack>
      {isOpen && (
        <Box id={panelId} sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <EventFilterFields />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
