import type { Community } from '@here-and-there/contracts';
import { Box, ButtonBase, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { personRowSx } from '../../../shared/ui/PersonSummary.tsx';
import { Tag } from '../../../shared/ui/Tag.tsx';
import { communityPaths } from '../community-links.ts';
import { useMemberCount } from '../community-words.ts';
import { CommunityPicture } from './CommunityPicture.tsx';

/** A community in a list: picture, name, handle, members, and where the caller stands; it opens its page. */
export function CommunityRow({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const memberCount = useMemberCount();
  const membership = community.membership;
  const tag = !membership
    ? null
    : membership.status === 'pending_acceptance'
      ? { label: t('status.pending'), color: 'warning' as const }
      : membership.status === 'invited'
        ? { label: t('status.invited'), color: 'secondary' as const }
        : membership.type === 'admin'
          ? { label: membership.is_owner ? t('status.owner') : t('status.admin'), color: 'primary' as const }
          : null;
  return (
    <Box component="li">
      <ButtonBase
        component={RouterLink}
        to={communityPaths.page(community.id)}
        sx={{ ...personRowSx, width: '100%', borderRadius: 0 }}
      >
        <CommunityPicture community={community} size={48} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography noWrap sx={{ fontWeight: 500 }}>
            {community.name}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            @{community.handle} · {memberCount(community.users_count)}
            {community.private ? ` · ${t('community.private')}` : ''}
          </Typography>
        </Box>
        {tag && <Tag label={tag.label} color={tag.color} />}
      </ButtonBase>
    </Box>
  );
}
