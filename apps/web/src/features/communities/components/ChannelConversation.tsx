import type { Channel, Community } from '@here-and-there/contracts';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { IconBadge } from '../../../shared/ui/IconBadge.tsx';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { useJoinChannel, useLeaveChannel, useMuteChannel } from '../communities.queries.ts';

// The conversation, its words and the message log download with the first channel a member opens.
const Conversation = lazy(() =>
  import('../../messaging/components/Conversation.tsx').then((module) => ({ default: module.Conversation })),
);

/**
 * The channel's conversation pane: for its members, the channel's messages (the same conversation
 * as a chat's) under their controls over it (mute, leave); for anyone else what is true of the
 * channel — what it is, who is in it — and the way in (join, ask to join a private one).
 */
export function ChannelConversation({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  if (channel.status !== 'active') return <ChannelIntro community={community} channel={channel} />;
  return (
    <Box
      component="section"
      aria-label={t('channel.conversation')}
      data-testid="channel-conversation"
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'flex-end', px: { xs: 1, md: 2 }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <ChannelControls community={community} channel={channel} size="small" />
      </Stack>
      <Suspense
        fallback={
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} />
          </Box>
        }
      >
        <Conversation
          conversation={{ kind: 'channel', channelId: channel.id }}
          lastReadSeq={null}
          canPost
          readOnlyNote={null}
          people={channel.users}
        />
      </Suspense>
    </Box>
  );
}

/** What a channel is before one is in it, and the way in. */
function ChannelIntro({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const isAsking = channel.status === 'pending_acceptance';
  const members = channel.users.filter((user) => user.status === 'active');

  return (
    <Box
      component="section"
      aria-label={t('channel.conversation')}
      data-testid="channel-conversation"
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
      }}
    >
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, maxWidth: 440 }}>
        <IconBadge color={channel.private ? 'secondary.main' : 'primary.main'} borderRadius="22px">
          {channel.private ? <LockOutlinedIcon /> : <TagIcon />}
        </IconBadge>
        {channel.private ? (
          <PrivateChannel community={community} channel={channel} isAsking={isAsking} />
        ) : (
          <>
            <Typography variant="h5" component="h2">
              {channel.is_main
                ? t('channel.welcomeGeneral', { name: community.name })
                : t('channel.welcome', { name: channel.name })}
            </Typography>
            <Typography color="text.secondary">
              {channel.private ? t('channel.aboutPrivate') : t('channel.aboutPublic')}
            </Typography>
            {members.length > 0 && (
              <Stack
                component="ul"
                aria-label={t('channel.membersLabel')}
                direction="row"
                sx={{ m: 0, p: 0, listStyle: 'none', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}
              >
                {members.slice(0, 12).map((member) => (
                  <Stack component="li" key={member.id} sx={{ alignItems: 'center', gap: 0.5, width: 64 }}>
                    <MemberAvatar
                      firstName={member.first_name}
                      lastName={member.last_name ?? ''}
                      pictureUrl={member.profile_picture?.['100']}
                      size={44}
                    />
                    <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                      {member.first_name}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
            <ChannelControls community={community} channel={channel} />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** SPEC §2: "This Channel is private.", a request to join, then a disabled note while it waits. */
function PrivateChannel({
  community,
  channel,
  isAsking,
}: {
  community: Community;
  channel: Channel;
  isAsking: boolean;
}) {
  const { t } = useTranslation('communities');
  const { t: tCommon } = useTranslation();
  const join = useJoinChannel(community.id);
  return (
    <>
      <Typography variant="h5" component="h2">
        {tCommon('errors.channelPrivate')}
      </Typography>
      <Typography color="text.secondary">{t('channel.privateLead')}</Typography>
      {isAsking ? (
        <Button variant="outlined" size="large" disabled startIcon={<HourglassEmptyIcon />}>
          {t('channel.requestPending')}
        </Button>
      ) : (
        channel.abilities.request && (
          <Button variant="contained" size="large" loading={join.isPending} onClick={() => join.mutate(channel.id)}>
            {t('channel.request')}
          </Button>
        )
      )}
    </>
  );
}

function ChannelControls({
  community,
  channel,
  size = 'medium',
}: {
  community: Community;
  channel: Channel;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('communities');
  const join = useJoinChannel(community.id);
  const leave = useLeaveChannel(community.id);
  const mute = useMuteChannel(community.id, channel.id);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
      {channel.abilities.join && (
        <Button variant="contained" size={size} loading={join.isPending} onClick={() => join.mutate(channel.id)}>
          {t('channel.join')}
        </Button>
      )}
      {channel.abilities.mute && (
        <Button
          variant="outlined"
          color="inherit"
          size={size}
          startIcon={channel.muted ? <NotificationsOutlinedIcon /> : <NotificationsOffOutlinedIcon />}
          onClick={() => mute.mutate(!channel.muted)}
          aria-pressed={channel.muted}
        >
          {channel.muted ? t('channel.unmute') : t('channel.mute')}
        </Button>
      )}
      {channel.abilities.leave && (
        <Button color="inherit" size={size} loading={leave.isPending} onClick={() => leave.mutate(channel.id)}>
          {t('channel.leave')}
        </Button>
      )}
    </Stack>
  );
}
