import type { ChannelSummary } from '@here-and-there/contracts';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { Box, ButtonBase, Card, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { channelPath } from '../community-links.ts';

/** The community's channels, general first; a private one carries a lock, one the caller is in says so. */
export function ChannelList({ communityId, channels }: { communityId: string; channels: readonly ChannelSummary[] }) {
  const { t } = useTranslation('communities');
  const ordered = [...channels].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  return (
    <Card
      component="ul"
      aria-label={t('channels.listLabel')}
      sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {ordered.map((channel) => (
        <Box component="li" key={channel.id}>
          <ButtonBase
            component={RouterLink}
            to={channelPath(communityId, channel)}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              gap: 1.5,
              px: 2,
              py: 1.5,
              textAlign: 'left',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: '10px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.hover',
                color: channel.private ? 'secondary.main' : 'primary.main',
                flexShrink: 0,
              }}
            >
              {channel.private ? <LockOutlinedIcon fontSize="small" /> : <TagIcon fontSize="small" />}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 500 }}>
                {channel.is_main ? t('channels.general') : channel.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {channel.private ? t('channels.private') : t('channels.public')}
              </Typography>
            </Box>
            {channel.is_member && <Tag label={t('channels.joined')} color="primary" />}
            <ChevronRightIcon sx={{ color: 'text.secondary' }} />
          </ButtonBase>
        </Box>
      ))}
    </Card>
  );
}
