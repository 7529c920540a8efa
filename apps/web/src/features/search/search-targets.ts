import { routes } from '../../app/routing/route-paths.ts';
import { communityPaths } from '../communities/community-links.ts';
import type { SearchHit } from './search.queries.ts';

/** Where a result opens: a screen, or the contact's dialog over the screen the member is on. */
export type ResultTarget = { path: string } | { contactId: string };

/**
 * Each result opens as the app opens it elsewhere; a place opens the member's connections narrowed
 * to that place and to what they typed (SPEC §2), the filters that screen keeps in its address.
 */
export function targetOf(hit: SearchHit, query: string): ResultTarget {
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
      return { path: `${routes.connections}?${new URLSearchParams({ location: String(hit.item.id), q: query })}` };
  }
}
