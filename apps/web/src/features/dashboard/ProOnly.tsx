import { lazy, type ReactNode, Suspense } from 'react';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { useMe } from '../auth/auth.queries.ts';

// Only members who are not pro download the pitch: the home screen of pro members stays light.
const ProPaywall = lazy(() => import('../users/ProPaywall.tsx').then((module) => ({ default: module.ProPaywall })));

/** SPEC §6: home, People Around and the users map are for pro members; everyone else gets the pay wall. */
export function ProOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!me) return null;
  if (me.permissions.users.pro) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ProPaywall userId={me.id} />
    </Suspense>
  );
}
