import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useNotify } from '../../../shared/ui/use-notify.ts';
import { useCommunity, useCommunityUsers, useInviteMembers } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { countOf } from '../community-links.ts';
import { MemberPicker } from '../components/MemberPicker.tsx';

/** "Invite members": members found by name, at least one, none already in (SPEC §5). */
export default function InviteCommunityMembersDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const notify = useNotify();
  const { communityId, close } = useCommunityDialogs();
  const community = useCommunity(communityId);
  const members = useCommunityUsers(communityId, {}, { enabled: !!community.data?.is_member });
  const invited = useCommunityUsers(
    communityId,
    { status: 'invited' },
    { enabled: !!community.data?.abilities.invite },
  );
  const invite = useInviteMembers(communityId);
  const onClose = () => close('invite-community-members');
  const excluded = new Set([...(members.data?.results ?? []), ...(invited.data?.results ?? [])].map((user) => user.id));

  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.invite')}>
      <MemberPicker
        excluded={excluded}
        submitLabel={t('dialogs.sendInvitations')}
        onCancel={onClose}
        onSubmit={async (userIds) => {
          await invite.mutateAsync(userIds);
          notify.success(countOf(t('dialogs.invitationsSent', { count: userIds.length }), userIds.length));
          onClose();
        }}
      />
    </BottomSheet>
  );
}
