import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useCommunity } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { communityPaths } from '../community-links.ts';
import { useMemberCount } from '../community-words.ts';
import { AvatarMosaic } from '../components/AvatarMosaic.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';
import { CommunityPicture } from '../components/CommunityPicture.tsx';

/** A community at a glance (from search and lists): what the caller may see of it, and the way to its page. */
export default function ViewCommunityDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const memberCount = useMemberCount();
  const { communityId, close } = useCommunityDialogs();
  const community = useCommunity(communityId);
  const onClose = () => close('view-community');
  const data = community.data;
  return (
    <BottomSheet open={open} onClose={onClose} title={data?.name ?? t('dialogs.view')}>
      {data ? (
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
            <CommunityPicture community={data} size={72} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography color="text.secondary" noWrap>
                @{data.handle}
              </Typography>
              <Typography color="text.secondary">
                {memberCount(data.users_count)} · {data.private ? t('community.private') : t('community.public')}
              </Typography>
            </Stack>
          </Stack>
          <AvatarMosaic members={data.users} />
          {data.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.description}</Typography>
          )}
          <Button
            component={RouterLink}
            to={communityPaths.page(data.id)}
            variant="contained"
            size="large"
            onClick={onClose}
          >
            {t('dialogs.open')}
          </Button>
        </Stack>
      ) : (
        <CommunityLoadState query={community} />
      )}
    </BottomSheet>
  );
}
