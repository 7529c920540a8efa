import { pathWithQuery } from '../../shared/api/api-client.ts';

/** What the contacts list narrows to: names, phones or email matching `search`, and contacts around a place. */
export interface ContactFilters {
  search: string;
  locationId: number | null;
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filters: ContactFilters) => [...contactKeys.lists(), filters] as const,
  invitable: () => [...contactKeys.all, 'invitable'] as const,
  detail: (contactId: string) => [...contactKeys.all, 'detail', contactId] as const,
};

export const listPath = (query: Record<string, string | number | null | undefined>) =>
  pathWithQuery('/contacts/', query);
