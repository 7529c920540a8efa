import { timings } from '@here-and-there/contracts';
import { QueryClient } from '@tanstack/react-query';
import { hasStatus } from './api-error.ts';

const maxRetries = 3;

/** SPEC §9 defaults; retrying cannot fix a malformed request, a missing session, a refusal or a missing thing. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: timings.queryStaleMs,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < maxRetries && !hasStatus(error, 400, 401, 403, 404),
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
