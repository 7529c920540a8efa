import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SearchField } from '../../../shared/ui/form/SearchField.tsx';
import { PersonSummary, personRowSx } from '../../../shared/ui/PersonSummary.tsx';

/** A person to choose, as a list row shows them. */
export interface PickablePerson {
  id: string;
  firstName: string;
  lastName: string | null;
  displayName: string;
  pictureUrl: string | undefined;
  details: string;
}

interface PeoplePickerProps {
  /** Names the list for assistive technology. */
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  search: string;
  onSearch: (text: string) => void;
  /** Undefined while they load. */
  people: readonly PickablePerson[] | undefined;
  chosen: ReadonlySet<string>;
  onToggle: (personId: string) => void;
  /** What to say when nobody matches. */
  emptyText: string;
  isFailed?: boolean;
  onRetry?: () => void;
  /** Rows shown at most; a search finds the others. */
  limit?: number;
  /** Lets the list scroll inside a sheet instead of making it endless. */
  maxHeight?: number | string;
}

/** A searchable checklist of people: whom to hide a trip from, whom to tell about it. */
export function PeoplePicker({
  label,
  searchLabel,
  searchPlaceholder,
  search,
  onSearch,
  people,
  chosen,
  onToggle,
  emptyText,
  isFailed,
  onRetry,
  limit = 100,
  maxHeight,
}: PeoplePickerProps) {
  const { t } = useTranslation('trips');
  const { t: tCommon } = useTranslation();
  const shown = people?.slice(0, limit);

  let body: ReactNode;
  if (isFailed && !people) {
    body = (
      <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t('picker.failed')}
        </Typography>
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            {tCommon('actions.tryAgain')}
          </Button>
        )}
      </Box>
    );
  } else if (!shown) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('picker.loading')} />
      </Box>
    );
  } else if (shown.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = (
      <Box
        component="ul"
        aria-label={label}
        sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {shown.map((person) => (
          <Box component="li" key={person.id}>
            <Box
              component="label"
              sx={{
                ...personRowSx,
                borderRadius: 0,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                pl: 0.5,
                cursor: 'pointer',
              }}
            >
              {/* The browser's own checkbox in the theme's colour: Material's would double the picker's download. */}
              <Box
                component="input"
                type="checkbox"
                checked={chosen.has(person.id)}
                onChange={() => onToggle(person.id)}
                sx={{
                  width: 20,
                  height: 20,
                  m: 1.25,
                  flexShrink: 0,
                  cursor: 'pointer',
                  accentColor: (theme) => theme.palette.primary.main,
                }}
              />
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0, flex: 1 }}>
                <PersonSummary
                  firstName={person.firstName}
                  lastName={person.lastName}
                  displayName={person.displayName}
                  pictureUrl={person.pictureUrl}
                  details={person.details}
                />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
        sx={{ mb: 1.5 }}
      />
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', overflowY: 'auto', maxHeight }}
        aria-busy={!people && !isFailed}
      >
        {body}
      </Box>
      {people && people.length > limit && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, px: 0.5 }}>
          {t('picker.moreThanShown', { count: limit })}
        </Typography>
      )}
    </Box>
  );
}
