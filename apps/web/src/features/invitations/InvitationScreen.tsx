import type { UserInvitation } from '@here-and-there/contracts';
import { alpha, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { withRedirect } from '../../app/routing/redirect-param.ts';
import { routes } from '../../app/routing/route-paths.ts';
import { brand } from '../../app/theme/theme.ts';
import { hasStatus } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../shared/ui/MemberAvatar.tsx';
import { PageSpinner } from '../../shared/ui/PageSpinner.tsx';
import { useSession } from '../auth/auth.queries.ts';
import { AuthLayout } from '../auth/components/AuthLayout.tsx';
import { AuthLink } from '../auth/components/AuthLink.tsx';
import { invitationSignupLink, isInvitationToken, withInvitation } from './invitation-link.ts';
import { useInvitation } from './invitations.queries.ts';

/**
 * `/invitation/{token}`: who invites the visitor, and the way into sign-up that connects them with
 * that member. A member who is already signed in sees who invited them and a way to their profile.
 */
export default function InvitationScreen() {
  const { token = '' } = useParams();
  const session = useSession();
  const invitation = useInvitation(token);
  const isSignedIn = session.status === 'signedIn';

  if (!isInvitationToken(token) || hasStatus(invitation.error, 404))
    return <InvalidInvitation isSignedIn={isSignedIn} />;
  if (invitation.isError && !invitation.data) return <LoadFailed retry={() => void invitation.refetch()} />;
  if (!invitation.data || session.status === 'loading') return <PageSpinner />;
  if (isSignedIn) return <InvitedMember invitation={invitation.data} />;
  // An invitation brings in one new member; once used, its link leads nowhere for visitors.
  if (invitation.data.accepted) return <InvalidInvitation isSignedIn={false} />;
  return <Invitee invitation={invitation.data} token={token} />;
}

function Invitee({ invitation, token }: { invitation: UserInvitation; token: string }) {
  const { t } = useTranslation('invitations');
  const inviter = invitation.person_inviting;
  const greeting = invitation.contact?.first_name.trim();
  return (
    <AuthLayout
      title={t('screen.title', { name: inviter.display_name })}
      footer={
        <Typography color="text.secondary">
          {t('screen.haveAccount')}{' '}
          {/* Back here after signing in; a Google sign-up from there still takes the invitation up. */}
          <AuthLink to={withInvitation(withRedirect(routes.login, `/invitation/${token}`), token)}>
            {t('screen.logIn')}
          </AuthLink>
        </Typography>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <Inviter invitation={invitation} />
        <Typography color="text.secondary">
          {greeting ? `${t('screen.greeting', { name: greeting })} ` : ''}
          {t('screen.lead', { name: inviter.first_name })}
        </Typography>
        <Button component={RouterLink} to={invitationSignupLink(token)} variant="contained" size="large" fullWidth>
          {t('screen.signUp')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function InvitedMember({ invitation }: { invitation: UserInvitation }) {
  const { t } = useTranslation('invitations');
  const inviter = invitation.person_inviting;
  return (
    <AuthLayout
      title={t('screen.memberTitle', { name: inviter.display_name })}
      subtitle={t('screen.memberLead', { name: inviter.first_name })}
    >
      <Stack sx={{ gap: 3 }}>
        <Inviter invitation={invitation} />
        <Button component={RouterLink} to={routes.user(inviter.id)} variant="contained" size="large" fullWidth>
          {t('screen.viewProfile', { name: inviter.first_name })}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** The inviting member as a visitor may see them: picture, name, and username when they show one. */
function Inviter({ invitation }: { invitation: UserInvitation }) {
  const inviter = invitation.person_inviting;
  return (
    <Stack
      direction="row"
      sx={{
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: '20px',
        border: 1,
        borderColor: alpha(brand.teal, 0.35),
        background: `linear-gradient(120deg, ${alpha(brand.teal, 0.12)}, ${alpha(brand.coral, 0.08)})`,
      }}
    >
      <MemberAvatar
        firstName={inviter.first_name}
        lastName={inviter.last_name ?? ''}
        pictureUrl={inviter.profile_picture?.['100']}
        size={72}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {inviter.display_name}
        </Typography>
        {inviter.username && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{inviter.username}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function InvalidInvitation({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  return (
    <AuthLayout
      title={tCommon('errors.invitationNotFound')}
      subtitle={isSignedIn ? t('screen.invalidMemberHint') : t('screen.invalidHint')}
    >
      {isSignedIn ? (
        <Button component={RouterLink} to={routes.connections} variant="contained" size="large" fullWidth>
          {t('screen.openConnections')}
        </Button>
      ) : (
        <Button component={RouterLink} to={routes.login} variant="contained" size="large" fullWidth>
          {t('screen.logIn')}
        </Button>
      )}
    </AuthLayout>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  return (
    <AuthLayout title={tCommon('errors.somethingWentWrong')} subtitle={t('screen.failedHint')}>
      <Button variant="contained" size="large" fullWidth onClick={retry}>
        {tCommon('actions.tryAgain')}
      </Button>
    </AuthLayout>
  );
}
