import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The link back to where a page belongs, above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} color="inherit" startIcon={<ArrowBackIcon />} sx={{ ml: -1, mb: 1 }}>
      {children}
    </Button>
  );
}
