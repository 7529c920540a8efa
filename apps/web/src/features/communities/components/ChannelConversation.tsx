import type { Channel, Community } from '@here-and-there/contracts';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MemberAvatar } from '../../../shared/ui/MemberAvatar.tsx';
import { useJoinChannel, useLeaveChannel, useMuteChannel } from '../communities.queries.ts';

/**
 * The channel's conversation pane: the region the messaging issue fills with the channel's
 * messages. Until then it shows what is true of the channel — what it is, who is in it — and the
 * caller's controls over it (join, ask to join a private one, leave, mute), never a stand-in
 * conversation.
 */
export function ChannelConversation({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const isIn = channel.status === 'active';
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
        <Box
          aria-hidden
          sx={{
            width: 72,
            height: 72,
            borderRadius: '22px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: channel.private ? 'secondary.main' : 'primary.main',
            '& svg': { fontSize: 36 },
          }}
        >
          {channel.private ? <LockOutlinedIcon /> : <TagIcon />}
        </Box>
        {channel.private && !isIn ? (
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

function ChannelControls({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const join = useJoinChannel(community.id);
  const leave = useLeaveChannel(community.id);
  const mute = useMuteChannel(community.id, channel.id);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
      {channel.abilities.join && (
        <Button variant="contained" loading={join.isPending} onClick={() => join.mutate(channel.id)}>
          {t('channel.join')}
        </Button>
      )}
      {channel.abilities.mute && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={channel.muted ? <NotificationsOutlinedIcon /> : <NotificationsOffOutlinedIcon />}
          onClick={() => mute.mutate(!channel.muted)}
          aria-pressed={channel.muted}
        >
          {channel.muted ? t('channel.unmute') : t('channel.mute')}
        </Button>
      )}
      {channel.abilities.leave && (
        <Button color="inherit" loading={leave.isPending} onClick={() => leave.mutate(channel.id)}>
          {t('channel.leave')}
        </Button>
      )}
    </Stack>
  );
}
