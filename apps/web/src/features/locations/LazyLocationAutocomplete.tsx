import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { FormControl, InputLabel, OutlinedInput, Typography } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import type { LocationAutocompleteProps } from './LocationAutocomplete.tsx';

const loadPlaceField = () => import('./LocationAutocomplete.tsx');
const LocationAutocomplete = lazy(() => loadPlaceField().then((module) => ({ default: module.LocationAutocomplete })));

interface LazyLocationAutocompleteProps extends LocationAutocompleteProps {
  /** The real field from the start: the member types in it at once. */
  isNeededAtOnce?: boolean;
}

/**
 * A place field whose search downloads when the member reaches for it, when it is in error, or at
 * once when told; until then a field that looks the same stands in, showing the chosen place. It
 * keeps the screens that ask for a place within their first-download budget (DESIGN §7).
 */
export function LazyLocationAutocomplete({ isNeededAtOnce, ...props }: LazyLocationAutocompleteProps) {
  const [isReached, setReached] = useState(false);
  // A place in error is one to put right: the real field shows the message, and stays.
  const [isInError, setInError] = useState(false);
  const id = useId();
  const { field, label, helperText } = props;
  if (field.error && !isInError) setInError(true);
  const standIn = (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        value={field.value?.title ?? ''}
        readOnly
        inputRef={field.ref}
        onFocus={() => setReached(true)}
        onPointerEnter={() => void loadPlaceField()}
        startAdornment={<PlaceOutlinedIcon sx={{ color: 'text.secondary', ml: -0.5, mr: 1 }} />}
        endAdornment={<ArrowDropDownIcon sx={{ color: 'text.secondary', mr: -0.25 }} />}
        aria-describedby={helperText ? `${id}-helper` : undefined}
      />
      {helperText && (
        // Drawn as Material's helper text is, without its module in the first download.
        <Typography
          id={`${id}-helper`}
          variant="caption"
          color="text.secondary"
          sx={{ mx: 1.75, mt: '3px', lineHeight: 1.66 }}
        >
          {helperText}
        </Typography>
      )}
    </FormControl>
  );
  if (!isReached && !isInError && !isNeededAtOnce) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LocationAutocomplete {...props} autoFocus={props.autoFocus || isReached} />
    </Suspense>
  );
}
