import { type Location, messages, timings } from '@here-and-there/contracts';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Autocomplete, Box, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { Field } from '../../shared/ui/form/use-form.ts';
import { createLocationSearch } from './location-search.ts';
import { addressSearchOptions, type LocationOption } from './locations.queries.ts';

interface LocationAutocompleteProps {
  field: Field<Location | null>;
  label: string;
  helperText?: string;
  autoFocus?: boolean;
  /**
   * Holds the choice being made after the member left the field, so a form submitted by that
   * same click can wait for it instead of finding the field empty.
   */
  pendingChoice?: RefObject<Promise<void> | null>;
}

const isSamePlace = (option: Location, value: Location) => option.id === value.id;

/** Under the place's name, where it is: "Germany" for "Berlin, Germany", else the full name. */
const whereIs = (option: LocationOption) =>
  option.name && option.title.startsWith(`${option.name}, `)
    ? option.title.slice(option.name.length + 2)
    : option.title;

/** A place from the address search: debounced, "No locations" when none match, first result on leaving (SPEC §5). */
export function LocationAutocomplete({
  field,
  label,
  helperText,
  autoFocus,
  pendingChoice,
}: LocationAutocompleteProps) {
  const { t } = useTranslation('locations');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const chosen = field.value;
  const [inputValue, setInputValue] = useState(chosen?.title ?? '');
  const [query, setQuery] = useState('');
  const [isUnmatched, setUnmatched] = useState(false);
  const latestChoice = useRef(chosen);
  latestChoice.current = chosen;

  const search = useMemo(
    () =>
      createLocationSearch<LocationOption>({
        debounceMs: timings.addressSearchDebounceMs,
        onPause: setQuery,
        search: (text) => queryClient.fetchQuery(addressSearchOptions(text)),
      }),
    [queryClient],
  );
  useEffect(() => search.dispose, [search]);

  const results = useQuery({
    ...addressSearchOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });

  const typed = inputValue.trim();
  const isShowingChoice = !!chosen && inputValue === chosen.title;
  const found = query ? (results.data ?? []) : [];
  // The saved place stays in the list while its name is shown, so the field always knows it.
  const options = isShowingChoice && !found.some((option) => isSamePlace(option, chosen)) ? [chosen, ...found] : found;
  const isSearching = !isShowingChoice && !!typed && (typed !== query || results.isFetching);

  const choose = (place: Location | null) => {
    field.onChange(place);
    setUnmatched(false);
    const title = place?.title ?? '';
    setInputValue(title);
    search.show(title);
  };

  /** Settles the field: with text typed but no place chosen, the first result becomes the choice. */
  const settle = () => {
    const choosing = search.leave(latestChoice.current).then(
      (place) => {
        if (place) {
          choose(place);
        } else {
          setUnmatched(search.hasUnchosenText(latestChoice.current));
        }
      },
      () => undefined,
    );
    if (pendingChoice) pendingChoice.current = choosing;
  };

  const leave = (event: FocusEvent) => {
    // Focus moving to the clear button or the list is still inside the field.
    if (!event.currentTarget.contains(event.relatedTarget)) settle();
  };

  // Enter with no list to pick from submits the form: settle first, as leaving the field would.
  const pressKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (isSearching || options.length === 0)) settle();
  };

  const error = isUnmatched ? messages.unknownPlace : field.error;
  const message = translateMessage(tCommon, error) ?? helperText;

  return (
    <Autocomplete<LocationOption, false, false, false>
      options={options}
      value={chosen}
      inputValue={inputValue}
      onChange={(_event, place) => choose(place)}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        if (reason === 'input') {
          setUnmatched(false);
          search.type(text);
        } else {
          search.show(text);
        }
      }}
      onBlur={leave}
      onKeyDown={pressKey}
      // The server has already filtered; the list shows its answer as it is.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={isSamePlace}
      autoHighlight
      clearOnBlur={false}
      loading={isSearching}
      loadingText={t('searching')}
      noOptionsText={typed ? t('noLocations') : t('typeToSearch')}
      clearText={t('clear')}
      openText={t('open')}
      closeText={t('close')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
            <PlaceOutlinedIcon sx={{ color: 'text.secondary' }} />
            <Box>
              <Typography>{option.name ?? option.title}</Typography>
              {option.name && (
                <Typography variant="body2" color="text.secondary">
                  {whereIs(option)}
                </Typography>
              )}
            </Box>
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          autoFocus={autoFocus}
          inputRef={field.ref}
          error={!!error}
          helperText={message}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: <PlaceOutlinedIcon sx={{ color: 'text.secondary', ml: 0.5, mr: 0.5 }} />,
              endAdornment: (
                <>
                  {isSearching && <CircularProgress color="inherit" size={20} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
