import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { useCommunity } from '../communities.queries.ts';
import { useCommunityDialogs } from '../community-dialogs.ts';
import { CommunityForm } from '../components/CommunityForm.tsx';
import { CommunityLoadState } from '../components/CommunityLoadState.tsx';

/** "Edit community": the community named by `?community=`. */
export default function EditCommunityDialog({ open }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const { communityId, close } = useCommunityDialogs();
  const community = useCommunity(communityId);
  const onClose = () => close('edit-community');
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.edit')}>
      {community.data ? (
        <CommunityForm key={community.data.id} community={community.data} onSaved={onClose} onCancel={onClose} />
      ) : (
        <CommunityLoadState query={community} />
      )}
    </BottomSheet>
  );
}
