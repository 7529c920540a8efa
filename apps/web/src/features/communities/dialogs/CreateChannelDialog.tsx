import { useNavigate } from 'react-router';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { channelPath } from '../community-links.ts';
import { ChannelForm } from '../components/ChannelForm.tsx';

/** "Create a channel" in the community named by `?community=`; the new channel opens. */
export default function CreateChannelDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  const { communityId, close } = useCommunityDialogs();
  const onClose = () => close('create-channel');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.createChannel')}>
      <ChannelForm
        communityId={communityId}
        onSaved={(channel) => navigate(channelPath(communityId, channel), { replace: true })}
        onCancel={onClose}
      />
    </BottomSheet>
  );
}
