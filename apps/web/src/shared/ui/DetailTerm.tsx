import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One term of a description list with its icon inside the term (a `dl` holds only terms and details). */
export function DetailTerm({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: 4.5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        <Box component="span" aria-hidden sx={{ position: 'absolute', left: 0, top: 2, display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
