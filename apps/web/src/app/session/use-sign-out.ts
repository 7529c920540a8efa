import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutRequest } from '../../features/auth/auth.queries.ts';
import { platform } from '../../platform/index.ts';
import { routes } from '../routing/route-paths.ts';
import { endSession } from './session-actions.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Only a browser the member allowed pushes in can hold a subscription; others download nothing for it.
    if (platform.pushPermission() === 'granted') {
      await import('../../features/notifications/push-devices.ts')
        .then(({ forgetPushHere }) => forgetPushHere())
        .catch(() => undefined);
    }
    // The member is signed out locally even when the server cannot be reached.
    await signOutRequest().catch(() => undefined);
    endSession(queryClient);
    await navigate(routes.login, { replace: true });
  }, [queryClient, navigate]);
}
