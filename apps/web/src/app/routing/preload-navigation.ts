import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import { meQueryOptions } from '../../features/auth/auth.queries.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { preloadNavigation } from '../layout/AppShell.tsx';
import { preloadScreen } from './screen-routes.tsx';

/**
 * Everything the first screen needs, requested in parallel as the app starts (DESIGN §7): who is
 * signed in, the screen's code with its words and first data, and the navigation around it. Left
 * to the render, each would wait for the one before it. Settles when all have answered.
 */
export function preloadFirstScreen(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  const isSignedIn = !!sessionToken.get();
  return Promise.allSettled([
    isSignedIn && queryClient.prefetchQuery(meQueryOptions),
    preloadScreen(location, queryClient),
    preloadNavigation(location.pathname, isSignedIn),
  ]);
}
