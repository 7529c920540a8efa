import type { Channel, Community } from '@here-and-there/contracts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { Box, Button, Card, Container, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BackLink } from '../../../shared/ui/BackLink.tsx';
import { RowList } from '../../dashboard/components/ListParts.tsx';
import {
  useAcceptInChannel,
  useChannel,
  useCommunity,
  useRejectFromChannel,
  useRemoveFromChannel,
} from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { channelPath, communityPaths, countOf } from '../community-links.ts';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';
import { PersonWithActions } from '../components/PersonWithActions.tsx';

/**
 * `/communities/{id}/{channelId}/details`: who is in the channel; for admins also who asks to
 * join a private one (accept or reject), adding members, removing them, and editing the channel.
 */
export default function ChannelDetailsScreen() {
  const { communityId = '', channelId = '' } = useParams();
  const community = useCommunity(communityId);
  const channel = useChannel(communityId, channelId);
  if (!community.data) return <CommunityLoadState query={community} />;
  if (!channel.data) return <CommunityLoadState query={channel} what="channel" />;
  return <Details community={community.data} channel={channel.data} />;
}

function Details({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const { openForChannel } = useCommunityDialogs();
  const accept = useAcceptInChannel(community.id);
  const reject = useRejectFromChannel(community.id);
  const remove = useRemoveFromChannel(community.id);
  const isBusy = accept.isPending || reject.isPending || remove.isPending;
  const { abilities } = channel;
  const members = channel.users.filter((user) => user.status === 'active');
  const requests = channel.users.filter((user) => user.status === 'pending_acceptance');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={channelPath(community.id, channel)}>{channel.name}</BackLink>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {channel.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {community.name} · {channel.private ? t('channels.private') : t('channels.public')}
            {channel.users_count !== null &&
              ` · ${countOf(t('channel.members', { count: channel.users_count }), channel.users_count)}`}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {abilities.add_members && (
            <Button
              variant="contained"
              startIcon={<PersonAddAltOutlinedIcon />}
              onClick={() => openForChannel('invite-channel-members', community.id, channel.id)}
            >
              {t('channel.add')}
            </Button>
          )}
          {abilities.edit && (
            <Button
              component={RouterLink}
              to={communityPaths.editChannel(community.id, channel.id)}
              variant="outlined"
              color="inherit"
              startIcon={<EditOutlinedIcon />}
            >
              {t('channel.edit')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack sx={{ gap: 4 }}>
        {abilities.accept_requests && (
          <Section title={t('channel.requests')}>
            {requests.length === 0 ? (
              <Card sx={{ p: 2.5 }}>
                <Typography color="text.secondary">{t('channel.requestsEmpty')}</Typography>
              </Card>
            ) : (
              <RowList label={t('channel.requests')}>
                {requests.map((person) => (
                  <PersonWithActions key={person.id} person={person}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={isBusy}
                      onClick={() => accept.mutate(person.channel_membership)}
                      aria-label={t('details.approveWho', { name: person.display_name })}
                    >
                      {t('channel.accept')}
                    </Button>
                    <Button
                      color="inherit"
                      size="small"
                      disabled={isBusy}
                      onClick={() => reject.mutate(person.channel_membership)}
                      aria-label={t('details.rejectWho', { name: person.display_name })}
                    >
                      {t('details.reject')}
                    </Button>
                  </PersonWithActions>
                ))}
              </RowList>
            )}
          </Section>
        )}
        <Section title={t('details.members')}>
          {members.length === 0 ? (
            <Card sx={{ p: 2.5 }}>
              <Typography color="text.secondary">{t('channel.membersEmpty')}</Typography>
            </Card>
          ) : (
            <RowList label={t('details.members')}>
              {members.map((person) => (
                <PersonWithActions key={person.id} person={person}>
                  {abilities.accept_requests && !channel.is_main && (
                    <Button
                      color="inherit"
                      size="small"
                      disabled={isBusy}
                      onClick={() => remove.mutate(person.channel_membership)}
                      aria-label={t('channel.removeWho', { name: person.display_name })}
                    >
                      {t('channel.remove')}
                    </Button>
                  )}
                </PersonWithActions>
              ))}
            </RowList>
          )}
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
