import type { QueryClient } from '@tanstack/react-query';
import type { DashboardTab } from '../../../app/routing/route-paths.ts';
import { lazyScreen } from '../../../shared/ui/lazy-screen.ts';
import { crossingsQueryOptions } from '../../trips/crossings.query.ts';

// Each tab downloads on its own, with the words it borrows from the feature it shows.
export const PeoplePanel = lazyScreen(() => import('./PeoplePanel.tsx'));
export const TripsPanel = lazyScreen(() => import('./TripsPanel.tsx'), 'trips');
export const EventsPanel = lazyScreen(() => import('./EventsPanel.tsx'), 'events');
export const AlertsPanel = lazyScreen(() => import('./AlertsPanel.tsx'), 'notifications');
export const InvitePanel = lazyScreen(() => import('./InvitePanel.tsx'), 'contacts');

const panels = {
  users: PeoplePanel,
  trips: TripsPanel,
  events: EventsPanel,
  alerts: AlertsPanel,
  contacts: InvitePanel,
};

/**
 * Asks for a tab's code, and for the people tab its crossings, at navigation, beside the screen's
 * own code: the list then shows as soon as the screen does, instead of starting its requests
 * only once the screen has rendered.
 */
export function preloadDashboardPanel(queryClient: QueryClient, tab: DashboardTab, tripId: string | null) {
  return Promise.allSettled([
    panels[tab].preload(),
    tab === 'users' && queryClient.prefetchQuery(crossingsQueryOptions(tripId ? { trip: tripId } : {})),
  ]);
}
