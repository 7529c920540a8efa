import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../features/auth/auth.queries.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { signedOutEntry } from './guard-rules.ts';
import { routes } from './route-paths.ts';

/** Unknown paths: members go to the users map, visitors to the way in (SPEC §2). */
export function CatchAll() {
  const { pathname, search } = useLocation();
  const me = useMe();
  const to = me
    ? routes.usersMap
    : signedOutEntry({
        pathname,
        search,
        hasOnboardedBefore: localSettings.get('onboarded') === 'true',
        hasSignedOut: sessionToken.hasSignedOut(),
      });
  return <Navigate to={to} replace />;
}
