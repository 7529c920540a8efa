import type { Channel, Community } from '@here-and-there/contracts';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { useChannel, useCommunity, useDeleteChannel } from '../communities.queries.ts';
import { channelPath, communityPaths } from '../community-links.ts';
import { ChannelForm } from '../components/ChannelForm.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/** `/communities/{id}/edit/{channelId}`: an admin renames a channel, makes it private or public, or deletes it. */
export default function EditChannelScreen() {
  const { communityId = '', channelId = '' } = useParams();
  const community = useCommunity(communityId);
  const channel = useChannel(communityId, channelId);
  if (!community.data) return <CommunityLoadState query={community} />;
  if (!channel.data) return <CommunityLoadState query={channel} what="channel" />;
  return <EditChannel community={community.data} channel={channel.data} />;
}

function EditChannel({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const remove = useDeleteChannel(community.id);
  const back = communityPaths.channelDetails(community.id, channel.id);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={back}>{channel.name}</BackLink>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {t('dialogs.editChannel')}
      </Typography>
      <Stack sx={{ gap: 4 }}>
        <Card sx={{ p: { xs: 2.5, md: 3 } }}>
          <ChannelForm
            communityId={community.id}
            channel={channel}
            onSaved={(saved) => navigate(channelPath(community.id, saved))}
            onCancel={() => navigate(back)}
          />
        </Card>
        {channel.abilities.delete && !channel.is_main && (
          <Card sx={{ p: 2.5, border: 1, borderColor: 'error.main' }}>
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 220px' }}>
                <Typography color="text.secondary">{t('channel.deleteLead')}</Typography>
              </Box>
              <Button
                color="error"
                variant="outlined"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(channel.id, {
                    onSuccess: () => void navigate(communityPaths.page(community.id), { replace: true }),
                  })
                }
              >
                {t('channel.delete')}
              </Button>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
