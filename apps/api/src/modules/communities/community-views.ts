// How a community is shown: to whom its inside shows, with the caller's place in it and abilities.
// Apart from the use cases, which reach the events module, so that other modules may show
// communities through the module's index without importing it back.
import type { ChannelSummary, Community, CommunityMembership, User } from '@here-and-there/contracts';
import { communityLimits } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { pictureUrls } from '../media/index.ts';
import { viewMembers } from '../users/index.ts';
import { findChannelMembershipsOf, findChannelsOf } from './channels.repository.ts';
import { type CommunityCaller, canSeeInside, communityAbilities, isActive } from './communities.policy.ts';
import { type CommunityWithMembership, findCommunitiesPage, findMosaicMemberIds } from './communities.repository.ts';
import type { ChannelRow, CommunityMemberRow, CommunityRow } from './communities.table.ts';

/** A member's place in a community as the API shows it. */
export function presentMembership(community: CommunityRow, membership: CommunityMemberRow): CommunityMembership {
  return {
    id: membership.id,
    type: membership.role,
    status: membership.status,
    is_owner: community.ownerId === membership.memberId,
  };
}

const summarizeChannel = (channel: ChannelRow, isMember: boolean): ChannelSummary => ({
  id: channel.id,
  name: channel.name,
  private: channel.isPrivate,
  is_main: channel.isMain,
  is_member: isMember,
});

function presentCommunity(
  { community, membership }: CommunityWithMembership,
  caller: CommunityCaller,
  inside: { users: User[]; channels: ChannelSummary[]; mainChannel: string | null } | null,
  publicUrl: string,
): Community {
  return {
    id: community.id,
    handle: community.handle,
    name: community.name,
    description: inside ? community.description : null,
    community_picture: pictureUrls(publicUrl, community.pictureKey),
    private: community.isPrivate,
    is_member: isActive(membership),
    users: inside?.users ?? [],
    users_count: community.membersCount,
    channels: inside?.channels ?? [],
    main_channel: inside?.mainChannel ?? null,
    membership: membership ? presentMembership(community, membership) : null,
    abilities: communityAbilities(community, caller),
    created_at: community.createdAt.toISOString(),
    updated_at: community.updatedAt.toISOString(),
  };
}

/**
 * Communities as a viewer (a member, or null for a visitor) may see them, with their place in each:
 * the inside — description, the avatar mosaic, channels — only where `canSeeInside` lets them, the
 * rest of a private community stays null or empty. A few queries for any number of communities.
 */
export async function presentCommunities(
  context: AppContext,
  viewerId: string | null,
  rows: readonly CommunityWithMembership[],
): Promise<Community[]> {
  const { db } = context;
  const seen = new Set(
    rows.filter((row) => canSeeInside(row.community, row.membership)).map((row) => row.community.id),
  );
  const [mosaics, channels] = await Promise.all([
    findMosaicMemberIds(db, viewerId, [...seen], communityLimits.mosaicMembers),
    findChannelsOf(db, [...seen]),
  ]);
  const [users, channelMemberships] = await Promise.all([
    viewMembers(context, viewerId, [...mosaics.values()].flat()),
    viewerId
      ? findChannelMembershipsOf(
          db,
          viewerId,
          channels.map((channel) => channel.id),
        )
      : Promise.resolve(new Map<string, never>()),
  ]);
  const channelsOf = new Map<string, ChannelRow[]>();
  for (const channel of channels) {
    channelsOf.set(channel.communityId, [...(channelsOf.get(channel.communityId) ?? []), channel]);
  }
  return rows.map((row) => {
    const { id } = row.community;
    const caller = { memberId: viewerId, membership: row.membership };
    if (!seen.has(id)) return presentCommunity(row, caller, null, context.config.publicUrl);
    const own = channelsOf.get(id) ?? [];
    const inside = {
      users: (mosaics.get(id) ?? []).flatMap((memberId) => users.get(memberId) ?? []),
      channels: own.map((channel) =>
        summarizeChannel(channel, channelMemberships.get(channel.id)?.status === 'active'),
      ),
      mainChannel: own.find((channel) => channel.isMain)?.id ?? null,
    };
    return presentCommunity(row, caller, inside, context.config.publicUrl);
  });
}

/** The communities of these ids, in that order, as the caller may see them; unknown ids are left out. */
export async function viewCommunities(context: AppContext, viewerId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const window = { limit: ids.length, offset: 0 };
  const rows = await findCommunitiesPage(context.db, viewerId, { mine: false, ids }, window);
  const byId = new Map(
    (await presentCommunities(context, viewerId, rows)).map((community) => [community.id, community]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
