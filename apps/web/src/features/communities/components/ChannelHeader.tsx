import type { Channel, Community } from '@here-and-there/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { communityPaths } from '../community-links.ts';
import { AvatarMosaic } from './AvatarMosaic.tsx';
import { RotatingMemberLine } from './RotatingMemberLine.tsx';

/** The channel's bar: back to the community, its name and turning member line, the mosaic, and its details. */
export function ChannelHeader({ community, channel }: { community: Community; channel: Channel }) {
  const { t } = useTranslation('communities');
  const members = channel.users.filter((user) => user.status === 'active');
  return (
    <Stack
      component="header"
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        component={RouterLink}
        to={communityPaths.page(community.id)}
        aria-label={t('channel.back', { name: community.name })}
      >
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
            {channel.private ? <LockOutlinedIcon fontSize="small" /> : <TagIcon fontSize="small" />}
          </Box>
          <Typography variant="h6" component="h1" noWrap>
            {channel.name}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {community.name}
        </Typography>
        <RotatingMemberLine channel={channel} />
      </Box>
      <AvatarMosaic members={members} size={30} />
      <IconButton
        component={RouterLink}
        to={communityPaths.channelDetails(community.id, channel.id)}
        aria-label={t('channel.details')}
      >
        <InfoOutlinedIcon />
      </IconButton>
    </Stack>
  );
}
