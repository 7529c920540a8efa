import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface IconBadgeProps {
  children: ReactNode;
  /** The icon's colour, a theme path ("primary.main"). */
  color?: string;
  /** The badge's fill, a theme path or a colour. */
  bgcolor?: string;
  /** Round by default; a channel's badge is a rounded square. */
  borderRadius?: string;
}

/** The large icon that heads a state of a screen (an event not found, an account connected, an empty channel). */
export function IconBadge({
  children,
  color = 'primary.main',
  bgcolor = 'action.hover',
  borderRadius = '50%',
}: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 72,
        height: 72,
        borderRadius,
        display: 'grid',
        placeItems: 'center',
        bgcolor,
        color,
        '& svg': { fontSize: 36 },
      }}
    >
      {children}
    </Box>
  );
}
