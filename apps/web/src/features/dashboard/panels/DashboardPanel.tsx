import type { DashboardTab } from '../../../app/routing/route-paths.ts';
import { lazyScreen } from '../../../shared/ui/lazy-screen.ts';

// Each tab downloads on its own, with the words it borrows from the feature it shows.
const PeoplePanel = lazyScreen(() => import('./PeoplePanel.tsx'));
const TripsPanel = lazyScreen(() => import('./TripsPanel.tsx'), 'trips');
const AlertsPanel = lazyScreen(() => import('./AlertsPanel.tsx'), 'notifications');
const InvitePanel = lazyScreen(() => import('./InvitePanel.tsx'), 'contacts');

/** The list of one dashboard tab, on the home screen or on its own page. */
export function DashboardPanel({ tab, tripId = null }: { tab: DashboardTab; tripId?: string | null }) {
  switch (tab) {
    case 'users':
      return <PeoplePanel tripId={tripId} />;
    case 'trips':
      return <TripsPanel />;
    case 'alerts':
      return <AlertsPanel />;
    case 'contacts':
      return <InvitePanel />;
  }
}
