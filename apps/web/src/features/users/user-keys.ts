import type { User } from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

// Apart from the profile's hooks, so a profile link can ask for the member at navigation without them.

/** Query keys of members as others see them. */
export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => [...userKeys.all, 'detail', userId] as const,
  settingsChange: () => [...userKeys.all, 'settings-change'] as const,
};

/**
 * A member as the viewer may see them; visitors get only what the member made public. The cache
 * is emptied whenever someone signs in or out, so one viewer's answer never shows to another.
 */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => api.get<User>(`/users/${userId}/`, { signal }),
  });
