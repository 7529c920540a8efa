import type { Community } from '@here-and-there/contracts';
import AddIcon from '@mui/icons-material/Add';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { routes } from '../../../app/routing/route-paths.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { useSession } from '../../auth/auth.queries.ts';
import { useCommunity } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { useMemberCount } from '../community-words.ts';
import { AvatarMosaic } from '../components/AvatarMosaic.tsx';
import { ChannelList } from '../components/ChannelList.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';
import { CommunityPicture } from '../components/CommunityPicture.tsx';
import { VisitorActions } from '../components/VisitorActions.tsx';
import { WhenInView } from '../components/WhenInView.tsx';

// Only active members see who will be where they are, once scrolled to: the first download stays small.
const CommunityCrossings = lazy(() =>
  import('../components/CommunityCrossings.tsx').then((module) => ({ default: module.CommunityCrossings })),
);

// What a member can do with the community (and its code) downloads for members only.
const MemberControls = lazy(() => import('../components/MemberControls.tsx'));

// Its events are the events feature's part of the page (a public community's also for visitors).
const CommunityEvents = lazy(() =>
  import('../../events/components/CommunityEvents.tsx').then((module) => ({ default: module.CommunityEvents })),
);

/**
 * `/communities/{id}`: the community as the caller may see it. Members get its channels and who
 * of its members will be where they are; a visitor gets the public view (SPEC §2: drawn by the
 * server, never a sign-in wall) with a way to join through sign-up; a private community shows
 * outsiders only its name, handle, picture and member count.
 */
export default function CommunityScreen() {
  const { communityId = '' } = useParams();
  const community = useCommunity(communityId);
  if (!community.data) return <CommunityLoadState query={community} />;
  return <CommunityView community={community.data} />;
}

function CommunityView({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const session = useSession();
  const isSignedIn = session.status === 'signedIn';
  const isActive = community.membership?.status === 'active';
  const isHidden = community.private && !isActive;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {isSignedIn && <BackLink to={routes.networks}>{t('community.back')}</BackLink>}
      <Stack sx={{ gap: 3 }}>
        <CommunityHeader community={community} isSignedIn={isSignedIn} />
        {isHidden && (
          <Card sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
            <LockOutlinedIcon color="secondary" />
            <Typography color="text.secondary">{t('community.privateNote')}</Typography>
          </Card>
        )}
        {/* Side by side from a laptop's width: neither list grows the page by the other's length. */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {community.channels.length > 0 && <Channels community={community} />}
          {(isActive || !community.private) && (
            <Suspense fallback={null}>
              <CommunityEvents communityId={community.id} canCreate={community.abilities.create_event} />
            </Suspense>
          )}
        </Box>
        {isSignedIn && isActive && (
          <WhenInView minHeight={160}>
            <Suspense fallback={null}>
              <CommunityCrossings communityId={community.id} />
            </Suspense>
          </WhenInView>
        )}
      </Stack>
    </Container>
  );
}

/** Picture, name, handle, count, the mosaic, the description, and what the caller can do. */
function CommunityHeader({ community, isSignedIn }: { community: Community; isSignedIn: boolean }) {
  const { t } = useTranslation('communities');
  const memberCount = useMemberCount();
  return (
    <Card sx={{ p: { xs: 2.5, md: 3.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 2, sm: 3 }, alignItems: { sm: 'center' } }}>
        <CommunityPicture community={community} size={112} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {community.name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{community.handle}
          </Typography>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
            <AvatarMosaic members={community.users} />
            <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
              {memberCount(community.users_count)} ·{' '}
              {community.private ? t('community.private') : t('community.public')}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      {community.description && (
        <Typography sx={{ mt: 2.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {community.description}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {isSignedIn ? (
          <Suspense fallback={null}>
            <MemberControls community={community} />
          </Suspense>
        ) : (
          <VisitorActions communityId={community.id} />
        )}
      </Stack>
    </Card>
  );
}

function Channels({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const { openForCommunity } = useCommunityDialogs();
  return (
    <Box component="section" aria-labelledby="community-channels">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id="community-channels" variant="h5" component="h2" sx={{ flex: 1 }}>
          {t('channels.title')}
        </Typography>
        {community.abilities.create_channel && (
          <Button startIcon={<AddIcon />} onClick={() => openForCommunity('create-channel', community.id)}>
            {t('channels.create')}
          </Button>
        )}
      </Stack>
      <ChannelList communityId={community.id} channels={community.channels} />
    </Box>
  );
}
