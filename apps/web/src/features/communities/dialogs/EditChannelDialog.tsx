import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useChannel } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { ChannelForm } from '../components/ChannelForm.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/** "Edit channel": the channel named by `?community=&channel=`. */
export default function EditChannelDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const { communityId, channelId, close } = useCommunityDialogs();
  const channel = useChannel(communityId, channelId);
  const onClose = () => close('edit-channel');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.editChannel')}>
      {channel.data ? (
        <ChannelForm
          key={channel.data.id}
          communityId={communityId}
          channel={channel.data}
          onSaved={onClose}
          onCancel={onClose}
        />
      ) : (
        <CommunityLoadState query={channel} what="channel" />
      )}
    </BottomSheet>
  );
}
