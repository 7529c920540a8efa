import { lazy, Suspense, useSyncExternalStore } from 'react';
import { snackbarQueue } from './snackbar-queue.ts';

const NotistackHost = lazy(() => import('./NotistackHost.tsx'));

export function SnackbarHost() {
  const isRequested = useSyncExternalStore(
    snackbarQueue.subscribe,
    snackbarQueue.isRequested,
    snackbarQueue.isRequested,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  );
}
