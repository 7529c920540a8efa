import type { Community } from '@here-and-there/contracts';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { withRedirect } from '../../../app/routing/redirect-param.ts';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSession } from '../../auth/auth.queries.ts';
import { AuthLayout } from '../../auth/components/AuthLayout.tsx';
import { useCommunity } from '../communities.queries.ts';
import { communityPaths } from '../community-links.ts';
import { useMemberCount } from '../community-words.ts';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';
import { CommunityPicture } from '../components/CommunityPicture.tsx';

/**
 * `/communities/{id}/{channelId}/auth`: a channel's link as a visitor opens it (SPEC §2, without
 * login): the community and the channel they may see, and sign-up or sign-in that comes back to
 * the channel. A signed-in member goes straight to the channel.
 */
export default function ChannelAuthScreen() {
  const { communityId = '', channelId = '' } = useParams();
  const session = useSession();
  const community = useCommunity(communityId);
  if (session.status === 'signedIn') return <Navigate to={communityPaths.channel(communityId, channelId)} replace />;
  if (!community.data) return <CommunityLoadState query={community} />;
  return <VisitorChannel community={community.data} channelId={channelId} />;
}

function VisitorChannel({ community, channelId }: { community: Community; channelId: string }) {
  const { t } = useTranslation('communities');
  const memberCount = useMemberCount();
  const channel = community.channels.find((candidate) => candidate.id === channelId);
  const back = communityPaths.channel(community.id, channelId);
  return (
    <AuthLayout
      title={channel ? t('auth.title', { channel: channel.name }) : community.name}
      subtitle={t('auth.lead', { name: community.name })}
    >
      <Stack sx={{ gap: 3 }}>
        <Stack
          direction="row"
          sx={{ gap: 2, alignItems: 'center', p: 2, borderRadius: '20px', border: 1, borderColor: 'divider' }}
        >
          <CommunityPicture community={community} size={64} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="p" noWrap>
              {community.name}
            </Typography>
            <Typography color="text.secondary" noWrap>
              @{community.handle} · {memberCount(community.users_count)}
            </Typography>
            {channel && (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
                {channel.private ? <LockOutlinedIcon fontSize="small" /> : <TagIcon fontSize="small" />}
                <Typography variant="body2">{channel.name}</Typography>
              </Stack>
            )}
          </Box>
        </Stack>
        <Button
          component={RouterLink}
          to={withRedirect(routes.signup, back)}
          variant="contained"
          size="large"
          fullWidth
        >
          {t('auth.signUp')}
        </Button>
        <Button component={RouterLink} to={withRedirect(routes.login, back)} size="large" fullWidth>
          {t('auth.logIn')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
