import { Box } from '@mui/material';

export type TagColor = 'primary' | 'secondary' | 'neutral' | 'error' | 'warning' | 'success';

/** The status palettes' main shades are too faint for small text on this theme's papers; their light or dark shades read. */
const isStatus = (color: TagColor): color is 'error' | 'warning' | 'success' =>
  color === 'error' || color === 'warning' || color === 'success';

/** A small outlined label beside a name or a title: a level, a state, how soon. */
export function Tag({ label, color }: { label: string; color: TagColor }) {
  return (
    <Box
      component="span"
      sx={[
        {
          px: 1,
          py: 0.125,
          borderRadius: 999,
          typography: 'caption',
          fontWeight: 500,
          lineHeight: 1.6,
          whiteSpace: 'nowrap',
          border: 1,
          borderColor: color === 'neutral' ? 'divider' : `${color}.main`,
          color: color === 'neutral' ? 'text.secondary' : `${color}.main`,
        },
        isStatus(color) &&
          ((theme) => ({ color: theme.palette[color][theme.palette.mode === 'dark' ? 'light' : 'dark'] })),
      ]}
    >
      {label}
    </Box>
  );
}
