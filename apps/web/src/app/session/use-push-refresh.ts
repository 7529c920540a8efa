import { useEffect, useRef } from 'react';
import { useMe } from '../../features/auth/auth.queries.ts';
import { platform } from '../../platform/index.ts';
import { useConfig } from '../../shared/config/config.queries.ts';

/**
 * A member who wants pushes and allowed them on this device has its subscription refreshed and
 * registered again once per visit, so a subscription the push service replaced keeps working. It
 * never asks: without the permission already given, nothing downloads. Called once, by the shell.
 */
export function usePushRefresh() {
  const me = useMe();
  const serverKey = useConfig().web_push_public_key;
  const memberId = me?.id;
  const wantsPush = me?.notification_preferences.push ?? false;
  // Turning pushes on later in the visit registers the device itself; this is for the return.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!memberId || refreshedFor.current === memberId) return;
    refreshedFor.current = memberId;
    if (!wantsPush || platform.pushPermission() !== 'granted') return;
    // A failure leaves the device as the server last knew it; the next visit tries again.
    void import('../../features/notifications/push-devices.ts')
      .then(({ refreshPushHere }) => refreshPushHere(serverKey))
      .catch(() => undefined);
  }, [memberId, wantsPush, serverKey]);
}
