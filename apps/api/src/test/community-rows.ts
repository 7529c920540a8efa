import { randomUUID } from 'node:crypto';
import type { CommunityMemberStatus } from '@here-and-there/contracts';
import { communities, communityMembers } from '../modules/communities/communities.table.ts';
import { copyMembersToCommunity } from '../modules/crossings/crossings.repository.ts';
import type { TestApp } from './test-app.ts';

/**
 * A community written straight to its tables, owned by `owner` and with `members` in it at
 * `status`, so that tests of other modules (crossings, search) do not depend on the community API.
 * Active members' presences go into the community's copy, as joining puts them there.
 */
export async function createCommunityWith(
  t: TestApp,
  owner: { id: string },
  members: readonly { id: string }[] = [],
  status: CommunityMemberStatus = 'active',
) {
  const handle = `c_${randomUUID().slice(0, 8)}`;
  const [community] = await t.context.db
    .insert(communities)
    .values({ handle, name: handle, description: 'A community of travellers', ownerId: owner.id })
    .returning();
  await t.context.db
    .insert(communityMembers)
    .values([
      { communityId: community!.id, memberId: owner.id, role: 'admin', status: 'active' },
      ...members.map((member) => ({ communityId: community!.id, memberId: member.id, status })),
    ]);
  const active = status === 'active' ? members : [];
  await copyMembersToCommunity(
    t.context.db,
    community!.id,
    [owner, ...active].map((member) => member.id),
  );
  return community!;
}

/** Puts a member in a community at `status`. */
export async function addToCommunity(
  t: TestApp,
  community: { id: string },
  member: { id: string },
  status: CommunityMemberStatus = 'active',
) {
  await t.context.db.insert(communityMembers).values({ communityId: community.id, memberId: member.id, status });
  if (status === 'active') await copyMembersToCommunity(t.context.db, community.id, [member.id]);
}
