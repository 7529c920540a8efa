import { messages } from '@here-and-there/contracts';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { clearMemberData } from '../../../app/session/session-actions.ts';
import { sessionToken } from '../../../shared/api/session-token.store.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useImpersonate } from '../auth.queries.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

/** Staff open `/auth/impersonate?token=…` to see the app as a member sees it. */
export default function ImpersonateScreen() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const impersonate = useImpersonate();
  const completeSignIn = useCompleteSignIn();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const failWith = (message: string) => {
      notify.error(translateMessage(tCommon, message));
      void navigate(routes.login, { replace: true });
    };
    if (!token) {
      failWith(messages.tokenMissing);
      return;
    }
    // Nothing of the previous member may leak into the impersonated session.
    clearMemberData(queryClient);
    sessionToken.clear();
    impersonate
      .mutateAsync(token)
      .then(({ token: sessionTokenValue, user }) =>
        completeSignIn(sessionTokenValue, { member: user, to: routes.home }),
      )
      .catch(() => failWith(messages.tokenInvalid));
  }, [token, queryClient, navigate, notify, impersonate, completeSignIn, tCommon]);

  return (
    <Stack sx={{ minHeight: '60dvh', alignItems: 'center', justifyContent: 'center', gap: 2 }} role="status">
      <CircularProgress />
      <Typography color="text.secondary">{t('impersonate.working')}</Typography>
    </Stack>
  );
}
