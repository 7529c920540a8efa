import type { CommunityAbilities, CommunityMemberStatus, CommunityRole, ErrorCode } from '@here-and-there/contracts';

/** A community as its rules need it. */
export interface CommunityFacts {
  isPrivate: boolean;
  ownerId: string;
}

/** A member's place in a community as the rules need it. */
export interface MembershipFacts {
  role: CommunityRole;
  status: CommunityMemberStatus;
}

/** Who is asking: a signed-out visitor (`memberId` null), or a member and their place in the community (null: none). */
export interface CommunityCaller {
  memberId: string | null;
  membership: MembershipFacts | null;
}

/** What a caller may try in a community: the abilities every community carries, and reading its members. */
export type CommunityAction = keyof CommunityAbilities | 'view_members';

const abilityNames = [
  'join',
  'leave',
  'edit',
  'delete',
  'approve_requests',
  'invite',
  'promote',
  'remove_members',
  'create_channel',
  'create_event',
  'transfer_ownership',
] as const satisfies readonly (keyof CommunityAbilities)[];

export const isActive = (membership: MembershipFacts | null) => membership?.status === 'active';

/** An admin's powers (SPEC §6) belong to admins whose membership is active; the owner is one of them. */
export const isActiveAdmin = (membership: MembershipFacts | null) =>
  membership?.status === 'active' && membership.role === 'admin';

/**
 * Whether a community is one of the caller's own (`GET /communities/?mine=true`): any place in it,
 * active, invited or asking. The repository's `mine` filter is its SQL twin.
 */
export const isOwnCommunity = (membership: MembershipFacts | null) => membership !== null;

/**
 * Whether the caller sees a community's inside — description, members, channels, events: everyone
 * a public community's; only its active members a private one's. Anyone sees the name, handle,
 * picture and member count (communities are found by name).
 */
export function canSeeInside(community: Pick<CommunityFacts, 'isPrivate'>, membership: MembershipFacts | null) {
  return !community.isPrivate || isActive(membership);
}

/**
 * Why the caller may not do `action` in a community, or null when they may: the one rule the
 * service enforces and the abilities show. Joining is for those with no place yet, or invited (an
 * admin's invitation is accepted by joining); leaving for anyone with a place but the owner, who
 * may first hand the community to another admin; every admin power for active admins.
 */
export function communityRefusal(
  action: CommunityAction,
  community: CommunityFacts,
  caller: CommunityCaller,
): ErrorCode | null {
  const { memberId, membership } = caller;
  if (action === 'view_members') {
    if (canSeeInside(community, membership)) return null;
    return memberId === null ? 'unauthenticated' : 'community.not_member';
  }
  if (memberId === null) return 'unauthenticated';
  switch (action) {
    case 'join':
      return membership && membership.status !== 'invited' ? 'community.already_member' : null;
    case 'leave':
      if (!membership) return 'community.not_member';
      return community.ownerId === memberId ? 'community.owner_cannot_leave' : null;
    case 'transfer_ownership':
      return community.ownerId === memberId && isActiveAdmin(membership) ? null : 'forbidden';
    default:
      return isActiveAdmin(membership) ? null : 'forbidden';
  }
}

/** What the caller may do with a community, by `communityRefusal` (DESIGN §6). */
export function communityAbilities(community: CommunityFacts, caller: CommunityCaller): CommunityAbilities {
  return Object.fromEntries(
    abilityNames.map((name) => [name, communityRefusal(name, community, caller) === null]),
  ) as CommunityAbilities;
}

/** How an admin changes another member's place; the owner alone hands the community over. */
export type MemberChange = 'promote' | 'demote' | 'remove' | 'hand_over';

/**
 * Why an admin may not change `target`'s place, or null: promoting and demoting are for active
 * members, removing for anyone with a place (an invitation is withdrawn the same way); the owner is
 * never demoted nor removed; a community is handed over to another of its active admins.
 */
export function memberChangeRefusal(
  change: MemberChange,
  community: CommunityFacts,
  targetId: string,
  target: MembershipFacts | null,
): ErrorCode | null {
  const isOwner = community.ownerId === targetId;
  if (change === 'remove') {
    if (!target) return 'user.not_found';
    return isOwner ? 'community.owner_cannot_be_removed' : null;
  }
  if (!isActive(target)) return 'user.not_found';
  if (change === 'hand_over') return isOwner || target?.role !== 'admin' ? 'user.not_found' : null;
  return change === 'demote' && isOwner ? 'community.owner_cannot_be_demoted' : null;
}
