import { useNavigate } from 'react-router';
import type { DialogComponentProps } from '../../../shared/dialogs/dialogs.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BottomSheet } from '../../../shared/ui/BottomSheet.tsx';
import { communityPaths } from '../community-links.ts';
import { CommunityForm } from '../components/CommunityForm.tsx';

/** "Create a community": the new community opens on its own page, which the dialog leaves for. */
export default function CreateCommunityDialog({ open, onClose }: DialogComponentProps) {
  const { t } = useTranslation('communities');
  const navigate = useNavigate();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('dialogs.create')}>
      <CommunityForm onSaved={(community) => navigate(communityPaths.page(community.id))} onCancel={onClose} />
    </BottomSheet>
  );
}
