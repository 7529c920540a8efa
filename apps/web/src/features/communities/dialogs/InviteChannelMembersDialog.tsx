import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useAddToChannel, useChannel } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { countOf } from '../community-links.ts';
import { MemberPicker } from '../components/MemberPicker.tsx';

/** "Add to channel": the community's members found by name, at least one, none already in the channel. */
export default function InviteChannelMembersDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const notify = useNotify();
  const { communityId, channelId, close } = useCommunityDialogs();
  const channel = useChannel(communityId, channelId);
  const add = useAddToChannel(communityId);
  const onClose = () => close('invite-channel-members');
  const excluded = new Set((channel.data?.users ?? []).map((user) => user.id));

  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.inviteChannel')}>
      <MemberPicker
        excluded={excluded}
        submitLabel={t('dialogs.addToChannel')}
        onCancel={onClose}
        onSubmit={async (userIds) => {
          if (!channelId) return;
          await add.mutateAsync({ channelId, userIds });
          notify.success(countOf(t('dialogs.addedToChannel', { count: userIds.length }), userIds.length));
          onClose();
        }}
      />
    </BottomSheet>
  );
}
