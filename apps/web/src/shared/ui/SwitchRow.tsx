import { Box, Stack, type Theme, Typography } from '@mui/material';
import { useId } from 'react';

interface SwitchRowProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (isOn: boolean) => void;
  name?: string;
  inputRef?: (element: HTMLElement | null) => void;
}

/**
 * A setting that is on or off: its name and a line about it, the switch at the end. The switch is
 * a native checkbox with the switch role, drawn as Material's: Material's Switch and list items
 * would add about 5 KB to the first download of every screen that shows one (DESIGN §7).
 */
export function SwitchRow({ label, hint, checked, onChange, name, inputRef }: SwitchRowProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, py: 0.75 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId}>{label}</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Box component="span" sx={switchSx}>
        <input
          ref={inputRef}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={labelId}
          aria-describedby={hintId}
        />
        <span className="track" aria-hidden />
        <span className="thumb" aria-hidden />
      </Box>
    </Stack>
  );
}

/** Material's switch at its default size: a 34 × 14 track, a 20 px thumb, in a 58 × 38 target. */
const switchSx = (theme: Theme) => {
  const isDark = theme.palette.mode === 'dark';
  return {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    width: 58,
    height: 38,
    mr: -1.5,
    '& input': { position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'pointer', zIndex: 1 },
    '& .track': {
      position: 'absolute',
      top: 12,
      left: 12,
      width: 34,
      height: 14,
      borderRadius: '7px',
      bgcolor: isDark ? 'common.white' : 'common.black',
      opacity: isDark ? 0.3 : 0.38,
      transition: theme.transitions.create(['opacity', 'background-color']),
    },
    '& .thumb': {
      position: 'absolute',
      top: 9,
      left: 9,
      width: 20,
      height: 20,
      borderRadius: '50%',
      bgcolor: isDark ? 'grey.300' : 'common.white',
      boxShadow: 1,
      transition: theme.transitions.create(['transform', 'background-color']),
    },
    '& input:checked ~ .track': { bgcolor: 'primary.main', opacity: 0.5 },
    '& input:checked ~ .thumb': { bgcolor: 'primary.main', transform: 'translateX(20px)' },
    '& input:focus-visible ~ .thumb': { outline: 2, outlineColor: 'primary.main', outlineOffset: 3 },
    '&:hover .thumb': { boxShadow: 3 },
  } as const;
};
