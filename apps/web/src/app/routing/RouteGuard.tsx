import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth/auth.queries.ts';
import { setUnauthorizedHandler } from '../../shared/api/api-client.ts';
import { sessionToken } from '../../shared/api/session-token.store.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { localSettings } from '../../shared/storage/local-settings.ts';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { endSession } from '../session/session-actions.ts';
import { resolveGuardRedirect } from './guard-rules.ts';
import { isPublicPath, routes } from './route-paths.ts';

/** Applies the routing rules of SPEC §2 and the guards of SPEC §4 before any screen renders. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const session = useSession();
  useSignOutOnUnauthorized();

  if (session.status === 'loading' || session.status === 'failed') {
    // Public screens never wait for the profile; everything else needs to know who is asking.
    if (isPublicPath(pathname)) return <Outlet />;
    return session.status === 'loading' ? <PageSpinner /> : <SessionFailed retry={session.retry} />;
  }

  const redirect = resolveGuardRedirect({
    pathname,
    search,
    member: session.status === 'signedIn' ? session.me : null,
    hasOnboardedBefore: localSettings.get('onboarded') === 'true',
    hasSignedOut: sessionToken.hasSignedOut(),
  });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      endSession(queryClient);
      void navigate(routes.login, { replace: true });
    });
  }, [queryClient, navigate]);
}

export function SessionFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      sx={{ minHeight: '60dvh', alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}
    >
      <Typography variant="h4" component="h1">
        {t('errors.somethingWentWrong')}
      </Typography>
      <Typography color="text.secondary">{t('status.profileFailed')}</Typography>
      <Button variant="contained" onClick={retry}>
        {t('actions.tryAgain')}
      </Button>
    </Stack>
  );
}
