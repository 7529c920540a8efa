import type { QueryClient } from '@tanstack/react-query';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { configKeys } from '../../shared/config/config.queries.ts';

/**
 * Drops everything cached about the member (their profile, permissions and data) but keeps the
 * server's public configuration, which does not depend on who is signed in.
 */
export const clearMemberData = (queryClient: QueryClient) =>
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configKeys.all[0] });

export const endSession = (queryClient: QueryClient) => {
  sessionToken.clear({ signedOut: true });
  clearMemberData(queryClient);
};
