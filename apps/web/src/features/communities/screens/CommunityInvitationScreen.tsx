import type { Community, CommunityInvitation } from '@here-and-there/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { ApiError, hasStatus } from '../../../shared/api/api-error.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PageSpinner } from '../../../shared/ui/PageSpinner.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useSession } from '../../auth/auth.queries.ts';
import { AuthLayout } from '../../auth/components/AuthLayout.tsx';
import { AuthLink } from '../../auth/components/AuthLink.tsx';
import { useAcceptCommunityInvitation, useCommunityInvitation } from '../communities.queries.ts';
import { acceptParam, communityPaths, invitationReturnPath } from '../community-links.ts';
import { useMemberCount } from '../community-words.ts';
import { CommunityPicture } from '../components/CommunityPicture.tsx';

/**
 * `/invitation/community/{token}`: the community a link invites to. A visitor signs up or signs in
 * and comes back here, where the link is taken up at once (`POST …/accept/`) and the new member
 * lands in the community; a lapsed or used-up link says "This invitation has expired".
 */
export default function CommunityInvitationScreen() {
  const { token = '' } = useParams();
  const session = useSession();
  const invitation = useCommunityInvitation(token);

  if (hasStatus(invitation.error, 410)) return <Expired />;
  if (hasStatus(invitation.error, 400, 404)) return <Invalid />;
  if (invitation.isError && !invitation.data) return <LoadFailed retry={() => void invitation.refetch()} />;
  if (!invitation.data || session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signedIn') return <Invited invitation={invitation.data} token={token} />;
  return <Invitee invitation={invitation.data} token={token} />;
}

function Invitee({ invitation, token }: { invitation: CommunityInvitation; token: string }) {
  const { t } = useTranslation('communities');
  const back = invitationReturnPath(token);
  return (
    <AuthLayout
      title={t('invitation.title', { name: invitation.community.name })}
      subtitle={t('invitation.lead')}
      footer={
        <Typography color="text.secondary">
          {t('invitation.haveAccount')}{' '}
          <AuthLink to={withRedirect(routes.login, back)}>{t('invitation.logIn')}</AuthLink>
        </Typography>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <CommunitySummary community={invitation.community} />
        <Button
          component={RouterLink}
          to={withRedirect(routes.signup, back)}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('invitation.signUp')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

/** A signed-in member: the link is taken up on their word, or at once when they come back from signing in. */
function Invited({ invitation, token }: { invitation: CommunityInvitation; token: string }) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accept = useAcceptCommunityInvitation(token);
  const community = invitation.community;
  const target = communityPaths.page(community.id);
  const isIn = community.membership !== null && community.membership.status !== 'invited';
  const hasStarted = useRef(false);

  const takeUp = () =>
    accept.mutate(undefined, {
      onSuccess: () => void navigate(target, { replace: true }),
      onError: (error) => {
        // Already in: the link has nothing left to do but lead there.
        if (hasStatus(error, 409)) return void navigate(target, { replace: true });
        if (!hasStatus(error, 410))
          notify.error(error instanceof ApiError ? translateMessage(tCommon, error.message) : undefined);
      },
    });

  const isComingBack = searchParams.get(acceptParam) === '1';
  useEffect(() => {
    if (!isComingBack || hasStarted.current) return;
    hasStarted.current = true;
    if (isIn) void navigate(target, { replace: true });
    else takeUp();
  });

  if (hasStatus(accept.error, 410)) return <Expired />;
  if (isComingBack && !accept.isError) return <PageSpinner />;
  return (
    <AuthLayout title={t('invitation.memberTitle', { name: community.name })} subtitle={t('invitation.memberLead')}>
      <Stack sx={{ gap: 3 }}>
        <CommunitySummary community={community} />
        {isIn ? (
          <Button component={RouterLink} to={target} variant="contained" size="large" fullWidth>
            {t('invitation.open')}
          </Button>
        ) : (
          <Button variant="contained" size="large" fullWidth loading={accept.isPending} onClick={takeUp}>
            {community.private ? t('invitation.request') : t('invitation.join')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}

function CommunitySummary({ community }: { community: Community }) {
  const memberCount = useMemberCount();
  return (
    <Stack
      direction="row"
      sx={{ gap: 2, alignItems: 'center', p: 2, borderRadius: '20px', border: 1, borderColor: 'divider' }}
    >
      <CommunityPicture community={community} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {community.name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{community.handle} · {memberCount(community.users_count)}
        </Typography>
      </Box>
    </Stack>
  );
}

function Expired() {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const session = useSession();
  return (
    <AuthLayout title={tCommon('errors.invitationExpired')} subtitle={t('invitation.expiredHint')}>
      <Button
        component={RouterLink}
        to={session.status === 'signedIn' ? routes.networks : routes.login}
        variant="contained"
        size="large"
        fullWidth
      >
        {session.status === 'signedIn' ? t('load.toCommunities') : t('invitation.logIn')}
      </Button>
    </AuthLayout>
  );
}

function Invalid() {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  return (
    <AuthLayout title={tCommon('errors.invitationNotFound')} subtitle={t('invitation.expiredHint')}>
      <Button component={RouterLink} to={routes.login} variant="contained" size="large" fullWidth>
        {t('invitation.logIn')}
      </Button>
    </AuthLayout>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  return (
    <AuthLayout title={tCommon('errors.somethingWentWrong')} subtitle={t('load.failedHint')}>
      <Button variant="contained" size="large" fullWidth onClick={retry}>
        {tCommon('actions.tryAgain')}
      </Button>
    </AuthLayout>
  );
}
