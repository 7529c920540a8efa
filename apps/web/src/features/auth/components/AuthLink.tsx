import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCarryRedirect } from '../../../app/routing/redirect-param.ts';
import { useCarryInvitation } from '../../invitations/invitation-link.ts';

/** A link between sign-in screens that keeps `?redirect=` and `?invitation=`. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const carryRedirect = useCarryRedirect();
  const carryInvitation = useCarryInvitation();
  return (
    <Link component={RouterLink} to={carryInvitation(carryRedirect(to))} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </Link>
  );
}
