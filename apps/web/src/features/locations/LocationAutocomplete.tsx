import { type Location, messages, timings } from '@here-and-there/contracts';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  CircularProgress,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  OutlinedInput,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import type { Field } from '../../shared/ui/form/use-form.ts';
import { createLocationSearch } from './location-search.ts';
import { addressSearchOptions, type LocationOption } from './locations.queries.ts';
import { usePopupPlacement } from './use-popup-placement.ts';

export interface LocationAutocompleteProps {
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

/** Buttons inside the field act without taking the focus from the text. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A place from the address search: debounced, "No locations" when none match, first result on
 * leaving (SPEC §5). An ARIA combobox (a text field that owns a list of places) built from the
 * outlined input parts: Material's Autocomplete would bring Popper, the select menus and chips
 * into the first download of every screen that asks for a place.
 */
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
  const id = useId();
  const listboxId = `${id}-places`;
  const optionId = (index: number) => `${id}-place-${index}`;
  const chosen = field.value;
  const [inputValue, setInputValue] = useState(chosen?.title ?? '');
  const [query, setQuery] = useState('');
  const [isUnmatched, setUnmatched] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const latestChoice = useRef(chosen);
  latestChoice.current = chosen;
  const input = useRef<HTMLInputElement | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const latestFieldRef = useRef(field.ref);
  latestFieldRef.current = field.ref;
  const [setInput] = useState(() => (element: HTMLInputElement | null) => {
    input.current = element;
    latestFieldRef.current(element);
  });

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

  // A place chosen from outside the field (the form putting back a saved value, say) shows its name.
  const shownText = useRef(inputValue);
  shownText.current = inputValue;
  useEffect(() => {
    if (!chosen || shownText.current === chosen.title) return;
    setInputValue(chosen.title);
    search.show(chosen.title);
  }, [chosen, search]);

  const results = useQuery({
    ...addressSearchOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });

  const typed = inputValue.trim();
  const isShowingChoice = !!chosen && inputValue === chosen.title;
  const found = query ? (results.data ?? []) : [];
  // The saved place stays in the list while its name is shown, so the field always knows it.
  const options: LocationOption[] =
    isShowingChoice && !found.some((option) => isSamePlace(option, chosen)) ? [chosen, ...found] : found;
  const isSearching = !isShowingChoice && !!typed && (typed !== query || results.isFetching);

  // The list opens on the chosen place, else on the first one, so Enter takes what is shown first.
  const chosenIndex = chosen ? options.findIndex((option) => isSamePlace(option, chosen)) : -1;
  const firstHighlight = chosenIndex >= 0 ? chosenIndex : options.length > 0 ? 0 : -1;
  const shown = options.map((option) => option.id).join();
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    setLastShown(shown);
    setHighlighted(firstHighlight);
  }
  const activeIndex = isOpen && highlighted < options.length ? highlighted : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const open = () => {
    if (isOpen) return;
    setHighlighted(firstHighlight);
    setOpen(true);
  };

  const choose = (place: Location | null) => {
    field.onChange(place);
    setUnmatched(false);
    const title = place?.title ?? '';
    setInputValue(title);
    search.show(title);
    setOpen(false);
  };

  const type = (text: string) => {
    setInputValue(text);
    setUnmatched(false);
    search.type(text);
    // Emptying the field removes the place, as clearing it does.
    if (text === '') {
      if (chosen) choose(null);
    } else {
      open();
    }
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
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setOpen(false);
    settle();
    // A chosen place stays chosen: the field shows its name again over whatever was typed.
    if (chosen && inputValue !== chosen.title) {
      setInputValue(chosen.title);
      search.show(chosen.title);
    }
  };

  const move = (step: number) => {
    if (!isOpen) {
      open();
      return;
    }
    if (options.length === 0) return;
    setHighlighted((current) =>
      current < 0 ? (step > 0 ? 0 : options.length - 1) : (current + step + options.length) % options.length,
    );
  };

  const pressKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter') {
      const option = activeIndex >= 0 && !isSearching ? options[activeIndex] : undefined;
      if (option) {
        // Picking from the list is not sending the form.
        event.preventDefault();
        choose(option);
      } else {
        // No list to pick from: the form is sent, after the field settles as leaving it would.
        setOpen(false);
        settle();
      }
    }
  };

  const clear = () => {
    choose(null);
    input.current?.focus();
  };

  const error = isUnmatched ? messages.unknownPlace : field.error;
  const message = translateMessage(tCommon, error) ?? helperText;
  const status = isSearching ? t('searching') : typed ? t('noLocations') : t('typeToSearch');
  const hasList = isOpen && options.length > 0;
  const popup = useRef<HTMLDivElement>(null);
  const placement = usePopupPlacement(anchor, popup, isOpen, hasList ? shown : status);

  return (
    <Box
      onBlur={leave}
      sx={{
        '& .location-clear': { visibility: 'hidden' },
        '&:hover .location-clear, &:focus-within .location-clear': { visibility: 'visible' },
      }}
    >
      <FormControl fullWidth error={!!error} variant="outlined">
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          ref={anchor}
          id={id}
          label={label}
          name={field.name}
          value={inputValue}
          onChange={(event) => type(event.target.value)}
          onKeyDown={pressKey}
          autoFocus={autoFocus}
          autoComplete="off"
          inputRef={setInput}
          inputProps={{
            onClick: open,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': isOpen,
            'aria-controls': hasList ? listboxId : undefined,
            'aria-activedescendant': hasList && activeIndex >= 0 ? optionId(activeIndex) : undefined,
            'aria-describedby': message ? `${id}-helper` : undefined,
            autoCapitalize: 'none',
            spellCheck: false,
          }}
          startAdornment={<PlaceOutlinedIcon sx={{ color: 'text.secondary', ml: -0.5, mr: 1 }} />}
          endAdornment={
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25, mr: -1, color: 'text.secondary' }}>
              {isSearching && <CircularProgress color="inherit" size={20} aria-hidden sx={{ mr: 0.5 }} />}
              {chosen && (
                <IconButton
                  className="location-clear"
                  size="small"
                  tabIndex={-1}
                  aria-label={t('clear')}
                  title={t('clear')}
                  onMouseDown={keepFocus}
                  onClick={clear}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                size="small"
                aria-label={isOpen ? t('close') : t('open')}
                title={isOpen ? t('close') : t('open')}
                tabIndex={-1}
                onMouseDown={keepFocus}
                onClick={() => {
                  if (isOpen) setOpen(false);
                  else open();
                  input.current?.focus();
                }}
              >
                <ArrowDropDownIcon sx={{ transform: isOpen ? 'rotate(180deg)' : undefined }} />
              </IconButton>
            </Stack>
          }
        />
        {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
      </FormControl>
      {isOpen &&
        createPortal(
          <Paper
            ref={popup}
            elevation={8}
            onMouseDown={keepFocus}
            sx={{
              position: 'fixed',
              // Measured and placed before it is first painted.
              ...(placement ?? { top: 0, left: 0, visibility: 'hidden' }),
              zIndex: 'modal',
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
            }}
          >
            {hasList ? (
              <Box
                component="ul"
                id={listboxId}
                role="listbox"
                aria-label={label}
                sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}
              >
                {options.map((option, index) => (
                  <Box
                    component="li"
                    key={option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseMove={() => {
                      if (index !== activeIndex) setHighlighted(index);
                    }}
                    onClick={() => choose(option)}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      alignItems: 'center',
                      px: 2,
                      py: 0.75,
                      minHeight: 48,
                      cursor: 'pointer',
                      bgcolor:
                        index === activeIndex
                          ? 'action.hover'
                          : chosen && isSamePlace(option, chosen)
                            ? 'action.selected'
                            : undefined,
                    }}
                  >
                    <PlaceOutlinedIcon sx={{ color: 'text.secondary' }} />
                    <Box>
                      <Typography>{option.name ?? option.title}</Typography>
                      {option.name && (
                        <Typography variant="body2" color="text.secondary">
                          {whereIs(option)}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                {status}
              </Typography>
            )}
          </Paper>,
          document.body,
        )}
    </Box>
  );
}
