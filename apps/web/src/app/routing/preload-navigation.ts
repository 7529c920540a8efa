import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import { meQueryOptions } from '../../features/auth/auth.queries.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { preloadNavigation } from '../layout/AppShell.tsx';
import { resolveGuardRedirect } from './guard-rules.ts';
import { preloadScreen } from './screen-routes.tsx';

type Place = Pick<Location, 'pathname' | 'search'>;

/**
 * The screen a visitor will see: on a member's page the guard sends them on (to the welcome
 * slides or login) before anything renders, so that screen is the first one, not the page asked for.
 */
function visitorsFirstPlace(location: Place): Place {
  const redirect = resolveGuardRedirect({
    ...location,
    member: null,
    hasOnboardedBefore: localSettings.get('onboarded') === 'true',
  });
  if (!redirect) return location;
  const url = new URL(redirect, window.location.origin);
  return { pathname: url.pathname, search: url.search };
}

/**
 * Everything the first screen needs, requested in parallel as the app starts (DESIGN §7): who is
 * signed in, the screen's code with its words and first data, and the navigation around it. Left
 * to the render, each would wait for the one before it. Settles when all have answered.
 */
export function preloadFirstScreen(location: Place, queryClient: QueryClient) {
  const isSignedIn = !!sessionToken.get();
  const firstPlace = isSignedIn ? location : visitorsFirstPlace(location);
  return Promise.allSettled([
    isSignedIn && queryClient.prefetchQuery(meQueryOptions),
    preloadScreen(firstPlace, queryClient),
    preloadNavigation(firstPlace.pathname, isSignedIn),
  ]);
}
