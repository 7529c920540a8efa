import { limits, type UsersPage } from '@here-and-there/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/api-client.ts';
import { userKeys } from '../users/user-keys.ts';
import { aroundPeriod } from './around-period.ts';

/**
 * `GET /users/?location=`: the people the member may see at a place in the last 7 days, up to 100
 * (SPEC §9). The period is fixed when the screen opens, so the deck does not move under the member.
 */
export function usePeopleAround(placeId: number | null) {
  const [period] = useState(() => aroundPeriod(new Date()));
  return useQuery({
    queryKey: [...userKeys.all, 'around', placeId, period],
    queryFn: ({ signal }) =>
      api.get<UsersPage>(
        `/users/?${new URLSearchParams({ location: String(placeId), ...period, limit: String(limits.usersSwipe) })}`,
        { signal },
      ),
    enabled: placeId !== null,
  });
}
