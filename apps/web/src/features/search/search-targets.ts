import type { SearchTab } from '@here-and-there/contracts';
import { routes } from '../../app/routing/route-paths.ts';
import { communityPaths } from '../communities/community-links.ts';
import type { SearchHit } from './search.queries.ts';

/** A tab of the search page (`/search/{tab}`), with what was searched for. */
export const searchTabPath = (tab: SearchTab, query: string) => `/search/${tab}?${new URLSearchParams({ q: query })}`;

/** Where a result opens: a screen, or the contact's dialog over the screen the member is on. */
export type ResultTarget = { path: string } | { contactId: string };

/**
 * Each result opens as the app opens it elsewhere. A place opens the member's connections narrowed
 * to it (SPEC §2), through the filter that screen keeps in its address. The typed text is not
 * passed as that screen's name filter: it named the place ("lisb"), not the people, so it would
 * hide everyone who lives there.
 */
export function targetOf(hit: SearchHit): ResultTarget {
  switch (hit.section) {
    case 'users':
      return { path: routes.user(hit.item.id) };
    case 'communities':
      return { path: communityPaths.page(hit.item.id) };
    case 'trips':
      return { path: routes.trip(hit.item.id) };
    case 'contacts':
      return { contactId: hit.item.id };
    case 'locations':
      return { path: `${routes.connections}?${new URLSearchParams({ location: String(hit.item.id) })}` };
  }
}
