import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { type Ref, useId } from 'react';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  /** `small` where the field sits in a bar (the top bar on search). */
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** The id of a text that tells how to use the field (search's arrow keys). */
  describedBy?: string;
  sx?: SxProps<Theme>;
}

/**
 * A search box over a list. Built from the outlined input rather than TextField, and with its
 * magnifier drawn as Material's start adornment is, so lists keep those modules out of their
 * first download (DESIGN §7). Search itself uses it too, so its dialog shares these modules with
 * every form instead of splitting them into more chunks.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  size = 'medium',
  inputRef,
  autoFocus = false,
  describedBy,
  sx,
}: SearchFieldProps) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined" size={size} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        autoFocus={autoFocus}
        autoComplete="off"
        inputProps={{ 'aria-describedby': describedBy, enterKeyHint: 'search' }}
        startAdornment={
          <Box sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', mr: 1, color: 'action.active' }}>
            <SearchIcon />
          </Box>
        }
      />
    </FormControl>
  );
}
