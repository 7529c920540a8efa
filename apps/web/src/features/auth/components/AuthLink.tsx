import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';

/** A link between sign-in screens that keeps `?redirect=`. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const carryRedirect = useCarryRedirect();
  return (
    <Link component={RouterLink} to={carryRedirect(to)} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}
