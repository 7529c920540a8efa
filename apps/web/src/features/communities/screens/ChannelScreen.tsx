import type { Community } from '@here-and-there/contracts';
import { Box } from '@mui/material';
import { useParams } from 'react-router';
import { topBarHeight } from '../../../app/layout/layout-sizes.ts';
import { useChannel, useCommunity } from '../communities.queries.ts';
import { ChannelConversation } from '../components/ChannelConversation.tsx';
import { ChannelHeader } from '../components/ChannelHeader.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/**
 * A channel (`/communities/{id}/general`, `/{channelId}`, `/channel/{channelId}`): its header with
 * the turning member line and mosaic, and the conversation pane, the whole height of the screen
 * (the bottom navigation steps aside, SPEC §2).
 */
export default function ChannelScreen() {
  const { communityId = '' } = useParams();
  const community = useCommunity(communityId);
  if (!community.data) return <CommunityLoadState query={community} />;
  return <ChannelOf community={community.data} />;
}

function ChannelOf({ community }: { community: Community }) {
  const { channelId = community.main_channel } = useParams();
  const channel = useChannel(community.id, channelId ?? null);
  if (!channel.data) return <CommunityLoadState query={channel} what="channel" />;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // The conversation scrolls within the screen, its composer always in view.
        height: { xs: `calc(100dvh - ${topBarHeight.xs}px)`, md: `calc(100dvh - ${topBarHeight.md}px)` },
      }}
    >
      <ChannelHeader community={community} channel={channel.data} />
      <ChannelConversation community={community} channel={channel.data} />
    </Box>
  );
}
