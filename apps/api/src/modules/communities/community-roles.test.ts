import type { Channel, ChannelAbilities, Community, CommunityAbilities } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCommunityWorld } from '../../test/community-factories.ts';
import { type ApiCall, callApi, connectMembers, createSignedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every community and channel call against every kind of caller, in a public and a private
// community, through the API: the status of each cell is written out by hand below, and where the
// call has an ability, the ability the caller was shown beforehand says the same as the answer.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const roles = ['owner', 'admin', 'member', 'blocked', 'invited', 'pending', 'outsider', 'visitor'] as const;
type Role = (typeof roles)[number];
/** The members a world needs besides the callers: the targets of admins' calls. */
const targets = ['admin2', 'target', 'requester', 'channelRequester', 'channelMember', 'invitee'] as const;
type Target = (typeof targets)[number];

let people: Record<Exclude<Role, 'visitor'> | Target, Member>;

beforeAll(async () => {
  // Hundreds of calls from one address: the global limit is not what this file tests.
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  const made: Partial<typeof people> = {};
  for (const name of [...roles.filter((role) => role !== 'visitor'), ...targets]) {
    made[name as keyof typeof people] = await createSignedInMember(t, { firstName: name });
  }
  people = made as typeof people;
  // The owner blocked this member, who is still in the community.
  await connectMembers(t, people.owner, people.blocked, { aHoldsB: 'block', bHoldsA: null, active: false });
}, 60_000);
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof writeWorld>>;

/** One community with every caller and target in place: a fresh one for each cell, so no call sees another's effects. */
function writeWorld(isPrivate: boolean) {
  const { admin, member, blocked, invited, pending, admin2, target, requester, channelRequester, channelMember } =
    people;
  return writeCommunityWorld(t, people.owner, {
    isPrivate,
    places: [
      { member: admin, role: 'admin', status: 'active' },
      { member: admin2, role: 'admin', status: 'active' },
      { member, status: 'active' },
      { member: blocked, status: 'active' },
      { member: target, status: 'active' },
      { member: channelRequester, status: 'active' },
      { member: channelMember, status: 'active' },
      { member: invited, status: 'invited' },
      { member: pending, status: 'pending_acceptance' },
      { member: requester, status: 'pending_acceptance' },
    ],
    inPrivateChannel: [
      { member: channelRequester, status: 'pending_acceptance' },
      { member: channelMember, status: 'active' },
    ],
  });
}

type Request = (world: World) => [method: ApiCall[1], url: string, payload?: object];
type Statuses = readonly [
  owner: number,
  admin: number,
  member: number,
  blocked: number,
  invited: number,
  pending: number,
  outsider: number,
  visitor: number,
];
interface Cell {
  name: string;
  request: Request;
  public: Statuses;
  private: Statuses;
  /** The ability that says whether the call works: of the community, or of the channel it names. */
  ability?:
    | { community: keyof CommunityAbilities }
    | { channel: (world: World) => string; name: keyof ChannelAbilities };
}

const community = (world: World) => `/communities/${world.community.id}`;
const adminsOnly = (status: number): Statuses => [status, status, 403, 403, 403, 403, 403, 401];

const cells: Cell[] = [
  {
    name: 'view the community',
    request: (w) => ['GET', `${community(w)}/`],
    public: [200, 200, 200, 200, 200, 200, 200, 200],
    private: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'list its members',
    request: (w) => ['GET', `${community(w)}/users/`],
    public: [200, 200, 200, 200, 200, 200, 200, 401],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
  },
  {
    name: 'list its invited members',
    request: (w) => ['GET', `${community(w)}/users/?status=invited`],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'approve_requests' },
  },
  {
    name: 'list requests to join',
    request: (w) => ['GET', `${community(w)}/community-join-requests/`],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'approve_requests' },
  },
  {
    name: 'edit the community',
    request: (w) => ['PUT', `${community(w)}/`, { name: 'Renamed' }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'edit' },
  },
  {
    name: 'delete the community',
    request: (w) => ['DELETE', `${community(w)}/`],
    public: adminsOnly(204),
    private: adminsOnly(204),
    ability: { community: 'delete' },
  },
  {
    name: 'join',
    request: (w) => ['POST', `${community(w)}/join/`],
    public: [409, 409, 409, 409, 200, 409, 200, 401],
    private: [409, 409, 409, 409, 200, 409, 200, 401],
    ability: { community: 'join' },
  },
  {
    name: 'leave',
    request: (w) => ['POST', `${community(w)}/leave/`],
    public: [409, 200, 200, 200, 200, 200, 403, 401],
    private: [409, 200, 200, 200, 200, 200, 403, 401],
    ability: { community: 'leave' },
  },
  {
    name: 'approve a request to join',
    request: (w) => [
      'POST',
      `${community(w)}/approve-community-join-request/`,
      { membership: w.membershipOf(people.requester.id) },
    ],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'approve_requests' },
  },
  {
    name: 'reject a request to join',
    request: (w) => [
      'POST',
      `${community(w)}/reject-community-join-request/`,
      { membership: w.membershipOf(people.requester.id) },
    ],
    public: adminsOnly(204),
    private: adminsOnly(204),
    ability: { community: 'approve_requests' },
  },
  {
    name: 'invite a member',
    request: (w) => ['POST', `${community(w)}/invite/`, { user_id: [people.invitee.id] }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'invite' },
  },
  {
    name: 'remove a member',
    request: (w) => ['DELETE', `${community(w)}/invite/`, { user_id: people.target.id }],
    public: adminsOnly(204),
    private: adminsOnly(204),
    ability: { community: 'remove_members' },
  },
  {
    name: 'promote a member',
    request: (w) => ['POST', `${community(w)}/promote-to-admin/`, { user: people.target.id }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'promote' },
  },
  {
    name: 'demote an admin',
    request: (w) => ['POST', `${community(w)}/demote-from-admin/`, { user: people.admin2.id }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'promote' },
  },
  {
    name: 'hand the community to another admin',
    request: (w) => ['POST', `${community(w)}/transfer-ownership/`, { user: people.admin2.id }],
    public: [200, 403, 403, 403, 403, 403, 403, 401],
    private: [200, 403, 403, 403, 403, 403, 403, 401],
    ability: { community: 'transfer_ownership' },
  },
  {
    name: 'make an invitation link',
    request: (w) => ['POST', `${community(w)}/invitation-links/`, {}],
    public: adminsOnly(201),
    private: adminsOnly(201),
    ability: { community: 'invite' },
  },
  {
    name: 'list invitation links',
    request: (w) => ['GET', `${community(w)}/invitation-links/`],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { community: 'invite' },
  },
  {
    name: 'revoke an invitation link',
    request: (w) => ['DELETE', `${community(w)}/invitation-links/${w.link.id}/`],
    public: adminsOnly(204),
    private: adminsOnly(204),
    ability: { community: 'invite' },
  },
  {
    name: 'open an invitation link',
    request: (w) => ['GET', `/community-invitations/${w.link.token}/`],
    public: [200, 200, 200, 200, 200, 200, 200, 200],
    private: [200, 200, 200, 200, 200, 200, 200, 200],
  },
  {
    name: 'accept an invitation link',
    request: (w) => ['POST', `/community-invitations/${w.link.token}/accept/`],
    public: [200, 200, 200, 200, 200, 200, 200, 401],
    private: [200, 200, 200, 200, 200, 200, 200, 401],
  },
  {
    name: 'list channels',
    request: (w) => ['GET', `${community(w)}/community-channels/`],
    public: [200, 200, 200, 200, 200, 200, 200, 401],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
  },
  {
    name: 'view a public channel',
    request: (w) => ['GET', `${community(w)}/community-channels/${w.open.id}/`],
    public: [200, 200, 200, 200, 200, 200, 200, 200],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
  },
  {
    name: 'view a private channel',
    request: (w) => ['GET', `${community(w)}/community-channels/${w.closed.id}/`],
    public: [200, 200, 200, 200, 200, 200, 200, 200],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
  },
  {
    name: 'edit a channel',
    request: (w) => ['POST', `${community(w)}/community-channels/${w.open.id}/`, { name: 'Renamed' }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { channel: (w) => w.open.id, name: 'edit' },
  },
  {
    name: 'create a channel',
    request: (w) => ['POST', `${community(w)}/create-channel/`, { channel_name: 'New' }],
    public: adminsOnly(201),
    private: adminsOnly(201),
    ability: { community: 'create_channel' },
  },
  {
    name: 'delete a channel',
    request: (w) => ['POST', `${community(w)}/delete-channel/`, { id: w.open.id }],
    public: adminsOnly(204),
    private: adminsOnly(204),
    ability: { channel: (w) => w.open.id, name: 'delete' },
  },
  {
    name: 'delete the general channel',
    request: (w) => ['POST', `${community(w)}/delete-channel/`, { id: w.main.id }],
    public: [409, 409, 403, 403, 403, 403, 403, 401],
    private: [409, 409, 403, 403, 403, 403, 403, 401],
    ability: { channel: (w) => w.main.id, name: 'delete' },
  },
  {
    name: 'join a public channel',
    request: (w) => ['POST', `${community(w)}/join-channel/`, { uuid: w.open.id }],
    public: [409, 200, 200, 200, 403, 403, 403, 401],
    private: [409, 200, 200, 200, 403, 403, 403, 401],
    ability: { channel: (w) => w.open.id, name: 'join' },
  },
  {
    name: 'ask to join a private channel',
    request: (w) => ['POST', `${community(w)}/join-channel/`, { uuid: w.closed.id }],
    public: [409, 200, 200, 200, 403, 403, 403, 401],
    private: [409, 200, 200, 200, 403, 403, 403, 401],
    ability: { channel: (w) => w.closed.id, name: 'request' },
  },
  {
    name: 'leave a channel',
    request: (w) => ['POST', `${community(w)}/leave-channel/`, { uuid: w.open.id }],
    public: [200, 403, 403, 403, 403, 403, 403, 401],
    private: [200, 403, 403, 403, 403, 403, 403, 401],
    ability: { channel: (w) => w.open.id, name: 'leave' },
  },
  {
    name: 'leave the general channel',
    request: (w) => ['POST', `${community(w)}/leave-channel/`, { uuid: w.main.id }],
    public: [409, 409, 409, 409, 403, 403, 403, 401],
    private: [409, 409, 409, 409, 403, 403, 403, 401],
    ability: { channel: (w) => w.main.id, name: 'leave' },
  },
  {
    name: 'accept a request to join a private channel',
    request: (w) => [
      'POST',
      `${community(w)}/accept-in-private-channel/`,
      { channel_membership: w.closedMembershipOf(people.channelRequester.id) },
    ],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { channel: (w) => w.closed.id, name: 'accept_requests' },
  },
  {
    name: 'reject a request to join a private channel',
    request: (w) => [
      'POST',
      `${community(w)}/reject-from-private-channel/`,
      { channel_membership: w.closedMembershipOf(people.channelRequester.id) },
    ],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { channel: (w) => w.closed.id, name: 'accept_requests' },
  },
  {
    name: 'remove a member from a channel',
    request: (w) => [
      'POST',
      `${community(w)}/remove-from-channel/`,
      { channel_membership: w.closedMembershipOf(people.channelMember.id) },
    ],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { channel: (w) => w.closed.id, name: 'remove_members' },
  },
  {
    name: 'add a member to a channel',
    request: (w) => ['POST', `${community(w)}/add-to-channel/`, { user: people.target.id, channel: w.closed.id }],
    public: adminsOnly(200),
    private: adminsOnly(200),
    ability: { channel: (w) => w.closed.id, name: 'add_members' },
  },
  {
    name: 'mute the general channel',
    request: (w) => ['POST', `/community-channels/${w.main.id}/mute/`],
    public: [200, 200, 200, 200, 403, 403, 403, 401],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
    ability: { channel: (w) => w.main.id, name: 'mute' },
  },
  {
    name: 'unmute the general channel',
    request: (w) => ['POST', `/community-channels/${w.main.id}/unmute/`],
    public: [200, 200, 200, 200, 403, 403, 403, 401],
    private: [200, 200, 200, 200, 403, 403, 403, 401],
    ability: { channel: (w) => w.main.id, name: 'mute' },
  },
];

const callerOf = (role: Role) => (role === 'visitor' ? null : people[role]);

/** What the caller was shown they may do before calling: the community's or the channel's ability; undefined when they may not see it. */
async function shownAbility(cell: Cell, world: World, role: Role): Promise<boolean | undefined> {
  if (!cell.ability) return undefined;
  const caller = callerOf(role);
  if ('community' in cell.ability) {
    const shown = await callApi(t, caller, 'GET', `${community(world)}/`);
    return shown.json<Community>().abilities[cell.ability.community];
  }
  const shown = await callApi(
    t,
    caller,
    'GET',
    `${community(world)}/community-channels/${cell.ability.channel(world)}/`,
  );
  return shown.statusCode === 200 ? shown.json<Channel>().abilities[cell.ability.name] : undefined;
}

for (const isPrivate of [false, true]) {
  describe(`in a ${isPrivate ? 'private' : 'public'} community`, () => {
    for (const cell of cells) {
      it(`answers "${cell.name}" to each kind of caller as the matrix says, as their abilities said`, async () => {
        const expected = isPrivate ? cell.private : cell.public;
        for (const [index, role] of roles.entries()) {
          const world = await writeWorld(isPrivate);
          const ability = await shownAbility(cell, world, role);
          const [method, url, payload] = cell.request(world);
          const response = await callApi(t, callerOf(role), method, url, payload);
          expect([role, response.statusCode], response.body).toEqual([role, expected[index]]);
          if (ability !== undefined) expect([role, ability]).toEqual([role, response.statusCode < 300]);
        }
      });
    }
  });
}

describe('what each caller sees of a community', () => {
  it('shows a private community’s inside to its active members only, and a public one’s to everyone', async () => {
    for (const isPrivate of [false, true]) {
      const world = await writeWorld(isPrivate);
      for (const role of roles) {
        const seen = (await callApi(t, callerOf(role), 'GET', `${community(world)}/`)).json<Community>();
        const seesInside = !isPrivate || ['owner', 'admin', 'member', 'blocked'].includes(role);
        expect([role, seen.description !== null, seen.channels.length > 0, seen.main_channel !== null]).toEqual([
          role,
          seesInside,
          seesInside,
          seesInside,
        ]);
        if (!seesInside) expect([role, seen.users]).toEqual([role, []]);
        expect(seen.users_count).toBe(8);
      }
    }
  });

  it('leaves the owner out of the lists a member they blocked sees, and that member out of the owner’s', async () => {
    const world = await writeWorld(false);
    const idsSeenBy = async (role: Role) =>
      (await callApi(t, callerOf(role), 'GET', `${community(world)}/users/?limit=50`))
        .json<{ results: { id: string }[] }>()
        .results.map((user) => user.id);
    expect(await idsSeenBy('blocked')).not.toContain(people.owner.id);
    expect(await idsSeenBy('owner')).not.toContain(people.blocked.id);
    expect(await idsSeenBy('member')).toEqual(expect.arrayContaining([people.owner.id, people.blocked.id]));
  });
});
