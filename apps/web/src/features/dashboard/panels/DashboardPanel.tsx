import type { DashboardTab } from '../../../app/routing/route-paths.ts';
import { AlertsPanel, EventsPanel, InvitePanel, PeoplePanel, TripsPanel } from './panel-screens.ts';

/** The list of one dashboard tab, on the home screen or on its own page. */
export function DashboardPanel({ tab, tripId = null }: { tab: DashboardTab; tripId?: string | null }) {
  switch (tab) {
    case 'users':
      return <PeoplePanel tripId={tripId} />;
    case 'trips':
      return <TripsPanel />;
    case 'events':
      return <EventsPanel />;
    case 'alerts':
      return <AlertsPanel />;
    case 'contacts':
      return <InvitePanel />;
  }
}
