import type { Community } from '@here-and-there/contracts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { communityPaths } from '../community-links.ts';
import { MembershipActions } from './MembershipActions.tsx';

/** A signed-in member's controls on a community's page: their membership, and what their role lets them do. */
export default function MemberControls({ community }: { community: Community }) {
  return (
    <>
      <MembershipActions community={community} />
      <AdminActions community={community} />
    </>
  );
}

function AdminActions({ community }: { community: Community }) {
  const { t } = useTranslation('communities');
  const { openForCommunity } = useCommunityDialogs();
  const { abilities } = community;
  const isActive = community.membership?.status === 'active';
  return (
    <>
      {abilities.invite && (
        <Button
          variant="outlined"
          startIcon={<PersonAddAltOutlinedIcon />}
          onClick={() => openForCommunity('invite-community-members', community.id)}
        >
          {t('community.invite')}
        </Button>
      )}
      {abilities.edit && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<EditOutlinedIcon />}
          onClick={() => openForCommunity('edit-community', community.id)}
        >
          {t('community.edit')}
        </Button>
      )}
      {isActive && (
        <Button
          component={RouterLink}
          to={communityPaths.details(community.id)}
          color="inherit"
          startIcon={<SettingsOutlinedIcon />}
        >
          {abilities.approve_requests ? t('community.manage') : t('community.membersLink')}
        </Button>
      )}
      {(isActive || !community.private) && (
        <Button
          color="inherit"
          startIcon={<QrCode2OutlinedIcon />}
          onClick={() => openForCommunity('community-user-qr', community.id)}
        >
          {t('community.qr')}
        </Button>
      )}
    </>
  );
}
