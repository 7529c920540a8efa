import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth/auth.queries.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { unknownPathRedirect } from './guard-rules.ts';
import { SessionFailed } from './RouteGuard.tsx';

/** Unknown paths: members go to the users map, visitors to the way in (SPEC §2). */
export function CatchAll() {
  const { pathname, search } = useLocation();
  const session = useSession();
  // Paths that look public (an unbuilt community page) reach here before the session has loaded.
  if (session.status === 'failed') return <SessionFailed retry={session.retry} />;
  const to = unknownPathRedirect({
    pathname,
    search,
    member: session.status === 'signedIn' ? session.me : null,
    isSessionKnown: session.status !== 'loading',
    hasOnboardedBefore: localSettings.get('onboarded') === 'true',
    hasSignedOut: sessionToken.hasSignedOut(),
  });
  return to ? <Navigate to={to} replace /> : <PageSpinner />;
}
