import type { FeatureFlags, PublicConfig } from '@here-and-there/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../api/api-client.ts';

export const configKeys = {
  all: ['config'] as const,
};

/** Loaded once before any route renders; the server's flags do not change during a visit. */
export const configQueryOptions = queryOptions({
  queryKey: configKeys.all,
  queryFn: ({ signal }) => api.get<PublicConfig>('/config/', { authenticated: false, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export const useConfig = () => useSuspenseQuery(configQueryOptions).data;

export const useFlag = (flag: keyof FeatureFlags) => useConfig().flags[flag];
