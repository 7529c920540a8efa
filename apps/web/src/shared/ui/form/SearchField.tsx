import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useId } from 'react';

/**
 * A search box over a list. Built from the outlined input rather than TextField, and with its
 * magnifier drawn as Material's start adornment is, so lists keep those modules out of their
 * first download (DESIGN §7).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  sx,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl fullWidth variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        startAdornment={
          <Box sx={{ display: 'flex', alignItems: 'center', maxHeight: '2em', mr: 1, color: 'action.active' }}>
            <SearchIcon />
          </Box>
        }
      />
    </FormControl>
  );
}
