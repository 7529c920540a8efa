import type { CommunityMembership } from '@here-and-there/contracts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { countOf } from './community-links.ts';

/** "Owner", "Admin" or "Member": a member's role as their community's lists name it. */
export function useRoleLabel() {
  const { t } = useTranslation('communities');
  return (membership: CommunityMembership | null) => {
    if (!membership) return null;
    if (membership.is_owner) return t('status.owner');
    return membership.type === 'admin' ? t('status.admin') : t('status.member');
  };
}

/** "1 member", "12 members". */
export function useMemberCount() {
  const { t } = useTranslation('communities');
  return (count: number) => countOf(t('community.members', { count }), count);
}
