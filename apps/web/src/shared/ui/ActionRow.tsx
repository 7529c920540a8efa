import { Stack, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The buttons that end a form or a sheet: side by side at the right from `sm` up; stacked on a
 * phone with the main action on top, where the thumb is.
 */
export function ActionRow({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      sx={[{ gap: 1.5, justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Stack>
  );
}
