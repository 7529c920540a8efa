import { randomBytes } from 'node:crypto';
import type {
  Community,
  CommunityInvitation,
  CommunityInvitationLink,
  createInvitationLinkRequest,
} from '@here-and-there/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { communityRefusal } from './communities.policy.ts';
import {
  countInvitationLinkUse,
  deleteInvitationLink,
  findInvitationLinkByToken,
  findInvitationLinksOf,
  findMembershipRow,
  insertInvitationLink,
  lockCommunityRow,
  recountMembers,
} from './communities.repository.ts';
import { requireCommunityFor, viewCommunity } from './communities.service.ts';
import type { CommunityInvitationLinkRow } from './communities.table.ts';
import { admit, publishAdmission } from './memberships.service.ts';

const dayMs = 86_400_000;

function presentLink(link: CommunityInvitationLinkRow, publicUrl: string): CommunityInvitationLink {
  return {
    id: link.id,
    token: link.token,
    url: `${publicUrl}/invitation/community/${link.token}`,
    expires_at: link.expiresAt.toISOString(),
    max_uses: link.maxUses,
    uses: link.uses,
    created_at: link.createdAt.toISOString(),
  };
}

/** A link lapses at its expiry, and once used as many times as its admin allowed. */
const isSpent = (link: CommunityInvitationLinkRow, now: Date) =>
  link.expiresAt.getTime() <= now.getTime() || (link.maxUses !== null && link.uses >= link.maxUses);

/** `POST /communities/{id}/invitation-links/` (admins): a link to share, lapsing after some days and, if chosen, some joins. */
export async function createInvitationLink(
  context: AppContext,
  adminId: string,
  communityId: string,
  request: z.output<typeof createInvitationLinkRequest>,
): Promise<CommunityInvitationLink> {
  await requireCommunityFor(context.db, adminId, communityId, 'invite');
  const link = await insertInvitationLink(context.db, {
    communityId,
    createdById: adminId,
    // Unguessable: whoever holds it may open the community's invitation.
    token: randomBytes(24).toString('base64url'),
    expiresAt: new Date(context.clock.now().getTime() + request.expires_in_days * dayMs),
    maxUses: request.max_uses,
  });
  return presentLink(link, context.config.publicUrl);
}

/** `GET /communities/{id}/invitation-links/` (admins): the community's links, newest first, spent ones too. */
export async function listInvitationLinks(context: AppContext, adminId: string, communityId: string) {
  await requireCommunityFor(context.db, adminId, communityId, 'invite');
  const links = await findInvitationLinksOf(context.db, communityId);
  return { results: links.map((link) => presentLink(link, context.config.publicUrl)) };
}

/** `DELETE /communities/{id}/invitation-links/{linkId}/` (admins): the link stops working. */
export async function revokeInvitationLink(context: AppContext, adminId: string, communityId: string, linkId: string) {
  await requireCommunityFor(context.db, adminId, communityId, 'invite');
  if (!(await deleteInvitationLink(context.db, communityId, linkId))) {
    throw new DomainError('community_invitation.not_found');
  }
}

/** The link of a token that still works; an unknown one is not found, a spent one expired (410). */
function requireLiveLink(context: AppContext, link: CommunityInvitationLinkRow | undefined) {
  if (!link) throw new DomainError('community_invitation.not_found');
  if (isSpent(link, context.clock.now())) throw new DomainError('community_invitation.expired');
  return link;
}

/**
 * `GET /community-invitations/{token}/` (no sign-in needed): the community a link leads to, as the
 * caller (or a visitor) may see it — a private one by its name, handle, picture and count alone.
 */
export async function viewInvitation(
  context: AppContext,
  viewerId: string | null,
  token: string,
): Promise<CommunityInvitation> {
  const link = requireLiveLink(context, await findInvitationLinkByToken(context.db, token));
  return {
    id: link.id,
    community: await viewCommunity(context, viewerId, link.communityId),
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * `POST /community-invitations/{token}/accept/`: joins through a link as `join` does — at once to a
 * public community, asking to a private one — and counts a use. A member already in the community
 * (active or asking) uses nothing and gets the community, even once the link is spent.
 */
export async function acceptInvitation(context: AppContext, memberId: string, token: string): Promise<Community> {
  const found = await findInvitationLinkByToken(context.db, token);
  if (!found) throw new DomainError('community_invitation.not_found');
  const admitted = await context.db.transaction(async (tx) => {
    // The community first, then the link: the order a community's deletion takes them in.
    const community = await lockCommunityRow(tx, found.communityId);
    const link = await findInvitationLinkByToken(tx, token, { lock: true });
    if (!community || !link) throw new DomainError('community_invitation.not_found');
    const membership = (await findMembershipRow(tx, community.id, memberId)) ?? null;
    if (communityRefusal('join', community, { memberId, membership })) return null;
    requireLiveLink(context, link);
    const result = await admit(context, tx, community, memberId, membership);
    await countInvitationLinkUse(tx, link.id);
    await recountMembers(tx, community.id);
    return result;
  });
  if (admitted) await publishAdmission(context, admitted);
  return viewCommunity(context, memberId, found.communityId);
}
