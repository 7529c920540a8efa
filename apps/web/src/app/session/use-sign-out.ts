import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutRequest } from '../../features/auth/auth.queries.ts';
import { routes } from '../routing/route-paths.ts';
import { endSession } from './session-actions.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The member is signed out locally even when the server cannot be reached.
    await signOutRequest().catch(() => undefined);
    endSession(queryClient);
    await navigate(routes.login, { replace: true });
  }, [queryClient, navigate]);
}
