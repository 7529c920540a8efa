import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import XIcon from '@mui/icons-material/X';
import { Button, Divider, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useRedirectTarget, withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useConfig } from '../../../shared/config/config.queries.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { readInvitation, rememberInvitation } from '../../invitations/invitation-link.ts';
import { type SocialProvider, useSocialSignIn } from '../auth.queries.ts';

const providerIcons: Record<SocialProvider, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  apple: <AppleIcon />,
  microsoft: <MicrosoftIcon />,
  twitter: <XIcon />,
};

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
  twitter: 'X',
};

/**
 * One button per provider the server has switched on; the provider sends the browser back to login
 * with `sso=1`. An invitation the visitor came with waits on the device until they are back.
 */
export function SocialSignInButtons() {
  const { t } = useTranslation('auth');
  const { social_providers: providers } = useConfig();
  const redirect = useRedirectTarget();
  const [searchParams] = useSearchParams();
  const invitation = readInvitation(searchParams);
  const socialSignIn = useSocialSignIn();
  const notify = useNotify();
  if (providers.length === 0) return null;

  const signInWith = (provider: SocialProvider) => {
    const { origin } = window.location;
    if (invitation) rememberInvitation(invitation);
    socialSignIn.mutate(
      {
        provider,
        callbackURL: `${origin}${withRedirect(`${routes.login}?sso=1`, redirect)}`,
        errorCallbackURL: `${origin}${withRedirect(routes.login, redirect)}`,
      },
      {
        onSuccess: (url) => {
          window.location.href = url;
        },
        onError: () => notify.error(),
      },
    );
  };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Divider sx={{ my: 1, color: 'text.secondary', fontSize: '0.85rem' }}>{t('login.or')}</Divider>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          color="inherit"
          size="large"
          fullWidth
          startIcon={providerIcons[provider]}
          loading={socialSignIn.isPending && socialSignIn.variables?.provider === provider}
          disabled={socialSignIn.isPending}
          onClick={() => signInWith(provider)}
          sx={{ borderColor: 'divider' }}
        >
          {t('login.continueWith', { provider: providerNames[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
