import type { AddressSearchResult, Location, LocationDetail } from '@here-and-there/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

export const locationKeys = {
  all: ['locations'] as const,
  search: (text: string) => [...locationKeys.all, 'search', text] as const,
};

/** A search result as the place an entity carries, with the result's short name for the list. */
export interface LocationOption extends Location {
  name?: string;
}

export const toLocation = (result: AddressSearchResult): LocationOption => ({
  id: result.id,
  title: result.full_name,
  latitude: result.location.lat,
  longitude: result.location.lng,
  name: result.name,
});

/** `GET /address-search/?q=` needs no session: the same places for everyone. */
export const addressSearchOptions = (text: string) =>
  queryOptions({
    queryKey: locationKeys.search(text),
    queryFn: ({ signal }) =>
      api
        .get<AddressSearchResult[]>(`/address-search/?${new URLSearchParams({ q: text })}`, {
          signal,
          authenticated: false,
        })
        .then((results) => results.map(toLocation)),
  });

/** `GET /locations/{id}`: a place with its country and time zone. */
export const placeQueryOptions = (placeId: number | null) =>
  queryOptions({
    queryKey: [...locationKeys.all, 'detail', placeId],
    queryFn: ({ signal }) => api.get<LocationDetail>(`/locations/${placeId}`, { signal, authenticated: false }),
    enabled: placeId !== null,
  });

/** A place known only by its id (from the address) is looked up for its name. */
export const usePlace = (placeId: number | null) =>
  useQuery({
    ...placeQueryOptions(placeId),
    select: ({ id, title, latitude, longitude }): Location => ({ id, title, latitude, longitude }),
  });
