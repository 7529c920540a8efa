import { randomBytes, randomUUID } from 'node:crypto';
import type { Channel, Community, CommunityRole, CreateCommunityRequest } from '@here-and-there/contracts';
import { expect } from 'vitest';
import {
  channelMembers,
  channels,
  communities,
  communityInvitationLinks,
  communityMembers,
} from '../modules/communities/communities.table.ts';
import { addToCommunity } from './community-rows.ts';
import { type ApiCall, callApi } from './factories.ts';
import type { TestApp } from './test-app.ts';

type Caller = { token: string };

/** A call that must succeed: answers its JSON body (or nothing for a 204). */
export async function expectOk<Body = unknown>(t: TestApp, ...call: ApiCall): Promise<Body> {
  const response = await callApi(t, ...call);
  expect(response.statusCode, `${call[1]} ${call[2]} → ${response.body}`).toBeLessThan(300);
  return (response.statusCode === 204 ? undefined : response.json()) as Body;
}

/** A handle no other test takes. */
export const uniqueHandle = () => `c_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A community created through `POST /communities/` by `owner`: public unless `fields` say otherwise. */
export function createCommunity(t: TestApp, owner: Caller, fields: Partial<CreateCommunityRequest> = {}) {
  return expectOk<Community>(t, owner, 'POST', '/communities/', {
    name: 'Berlin Hikers',
    handle: uniqueHandle(),
    description: 'Walks around Berlin every weekend',
    ...fields,
  });
}

/** The places a member can hold in a community, besides owning it. */
export type Place = 'admin' | 'member' | 'invited' | 'pending';

/**
 * Puts `member` at `place` in a community through the API as its owner and the member would:
 * joining (and, for a private one, being approved), being invited, being promoted. Asking to join a
 * public community is not something the API does — it admits at once — so a pending member of a
 * public one (it was private when they asked) is written straight to its table.
 */
export async function placeInCommunity(
  t: TestApp,
  community: Community,
  owner: Caller,
  member: Caller & { id: string },
  place: Place,
) {
  const path = `/communities/${community.id}`;
  if (place === 'invited') {
    await expectOk(t, owner, 'POST', `${path}/invite/`, { user_id: [member.id] });
    return;
  }
  if (place === 'pending' && !community.private) {
    await addToCommunity(t, community, member, 'pending_acceptance');
    return;
  }
  const joined = await expectOk<Community>(t, member, 'POST', `${path}/join/`);
  if (place === 'pending') return;
  if (community.private) {
    await expectOk(t, owner, 'POST', `${path}/approve-community-join-request/`, { membership: joined.membership!.id });
  }
  if (place === 'admin') await expectOk(t, owner, 'POST', `${path}/promote-to-admin/`, { user: member.id });
}

/** A channel created through `POST …/create-channel/` by an admin of the community. */
export function createChannel(
  t: TestApp,
  admin: Caller,
  community: { id: string },
  fields: { private?: boolean } = {},
) {
  return expectOk<Channel>(t, admin, 'POST', `/communities/${community.id}/create-channel/`, {
    channel_name: `channel ${randomUUID().slice(0, 6)}`,
    ...fields,
  });
}

/** A member's place in a world's community, written straight to its table. */
export interface WorldPlace {
  member: { id: string };
  role?: CommunityRole;
  status: 'active' | 'invited' | 'pending_acceptance';
}

/**
 * A community written straight to its tables, as the API would have left it, for tests that need
 * many of them (role matrices, property tests): its owner, the places given, the general channel
 * with every active member, a public and a private channel of the owner's, and an invitation link.
 * `inPrivateChannel` puts members in the private channel (asking or in it).
 */
export async function writeCommunityWorld(
  t: TestApp,
  owner: { id: string },
  {
    isPrivate,
    places,
    inPrivateChannel = [],
    name,
  }: {
    isPrivate: boolean;
    /** Its name; a made-up one otherwise. */
    name?: string;
    places: readonly WorldPlace[];
    inPrivateChannel?: readonly { member: { id: string }; status: 'active' | 'pending_acceptance' }[];
  },
) {
  const { db } = t.context;
  const everyone: WorldPlace[] = [{ member: owner, role: 'admin', status: 'active' }, ...places];
  const active = everyone.filter((place) => place.status === 'active');
  const handle = uniqueHandle();
  const [community] = await db
    .insert(communities)
    .values({
      handle,
      name: name ?? `World ${handle}`,
      description: 'A world of a test',
      isPrivate,
      ownerId: owner.id,
      membersCount: active.length,
    })
    .returning();
  const communityId = community!.id;
  const memberships = await db
    .insert(communityMembers)
    .values(
      everyone.map((place) => ({ communityId, memberId: place.member.id, role: place.role, status: place.status })),
    )
    .returning();
  const [main, open, closed] = await db
    .insert(channels)
    .values([
      { communityId, name: 'general', isMain: true },
      { communityId, name: 'open', isPrivate: false },
      { communityId, name: 'closed', isPrivate: true },
    ])
    .returning();
  const channelMemberships = await db
    .insert(channelMembers)
    .values([
      ...active.map((place) => ({ channelId: main!.id, memberId: place.member.id, status: 'active' as const })),
      { channelId: open!.id, memberId: owner.id, status: 'active' as const },
      { channelId: closed!.id, memberId: owner.id, status: 'active' as const },
      ...inPrivateChannel.map(({ member, status }) => ({ channelId: closed!.id, memberId: member.id, status })),
    ])
    .returning();
  const [link] = await db
    .insert(communityInvitationLinks)
    .values({
      communityId,
      token: randomBytes(24).toString('base64url'),
      createdById: owner.id,
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
    })
    .returning();
  return {
    community: community!,
    main: main!,
    open: open!,
    closed: closed!,
    link: link!,
    /** The id of a member's place in the community. */
    membershipOf: (memberId: string) => memberships.find((row) => row.memberId === memberId)!.id,
    /** The id of a member's place in the private channel. */
    closedMembershipOf: (memberId: string) =>
      channelMemberships.find((row) => row.channelId === closed!.id && row.memberId === memberId)!.id,
  };
}
