import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { ListFailed } from '../components/ListFailed.tsx';

/** SPEC §4: an empty deck goes on to the recent users. */
export const whenEmpty = <Navigate to={routes.recentUsers} replace />;

/** The deck waits for its data, or says that it could not be loaded; null once the data is there. */
export function whileLoading(
  query: { isError: boolean; data: unknown; refetch: () => unknown },
  failed: string,
): ReactNode {
  if (query.isError && !query.data) return <ListFailed description={failed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpinner />;
  return null;
}
