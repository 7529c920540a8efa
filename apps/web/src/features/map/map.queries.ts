import type { MapPoints } from '@here-and-there/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../shared/api/api-client.ts';
import { userKeys } from '../users/user-keys.ts';
import { type MapPeriod, mapPeriodRange } from './map-period.ts';

/** `GET /users/map/` (pro): where the people the member chose are in a period, home cities and trips. */
export function useMapPoints(period: MapPeriod) {
  // Today's calendar fixes the dates; the key keeps the period's name so the answer is reused while the screen is open.
  const range = useMemo(() => mapPeriodRange(period, new Date()), [period]);
  return useQuery({
    queryKey: [...userKeys.all, 'map', period],
    queryFn: ({ signal }) => api.get<MapPoints>(`/users/map/?${new URLSearchParams(range)}`, { signal }),
  });
}
