import type {
  Channel,
  CommunitiesPage,
  Community,
  CommunityInvitation,
  CommunityInvitationLink,
  CommunityUser,
  CommunityUsersPage,
  Event,
  InvitedMembers,
} from '@here-and-there/contracts';
import { messages } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk, placeInCommunity, uniqueHandle } from '../../test/community-factories.ts';
import { createEvent, momentFromNow } from '../../test/event-factories.ts';
import {
  type ApiCall,
  callApi,
  connectMembers,
  createSignedInMember,
  createTrip,
  dayFromToday,
  dayMs,
} from '../../test/factories.ts';
import { multipartForm } from '../../test/multipart.ts';
import { berlin, lisbon, paris, potsdam } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });

describe('creating a community', () => {
  it('makes the creator its owner and only admin, with a general channel they are in', async () => {
    const ana = await member('Ana');
    const created = await createCommunity(t, ana, { handle: 'Berlin_Walks_1' });
    expect(created).toMatchObject({
      handle: 'berlin_walks_1',
      name: 'Berlin Hikers',
      description: 'Walks around Berlin every weekend',
      private: false,
      is_member: true,
      users_count: 1,
      membership: { type: 'admin', status: 'active', is_owner: true },
      users: [expect.objectContaining({ id: ana.id })],
      channels: [{ id: created.main_channel, name: 'general', private: false, is_main: true, is_member: true }],
    });
    expect(created.abilities).toEqual({
      transfer_ownership: true,
      join: false,
      leave: false,
      edit: true,
      delete: true,
      approve_requests: true,
      invite: true,
      promote: true,
      remove_members: true,
      create_channel: true,
      create_event: true,
    });
  });

  it('refuses a taken handle whatever its case, and an invalid one, in the spec’s words', async () => {
    const ana = await member('Ana');
    const handle = uniqueHandle();
    await createCommunity(t, ana, { handle });
    const taken = await call(ana, 'POST', '/communities/', {
      name: 'Again',
      handle: handle.toUpperCase(),
      description: 'Same handle',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'community.handle_taken',
      message: messages.handleTaken,
      fields: { handle: [messages.handleTaken] },
    });
    for (const invalid of ['1234', 'with space', 'dash-ed', '___']) {
      const refused = await call(ana, 'POST', '/communities/', { name: 'X', handle: invalid, description: 'Y' });
      expect(refused.statusCode, invalid).toBe(400);
      expect(refused.json().fields, invalid).toEqual({ handle: [messages.handleInvalid] });
    }
    const missing = await call(ana, 'POST', '/communities/', { handle: uniqueHandle() });
    expect(missing.json().fields).toEqual({ name: [messages.required], description: [messages.required] });
  });

  it('takes a picture in a multipart form, and renaming to a taken handle changes nothing', async () => {
    const ana = await member('Ana');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipartForm(
      { name: 'Pictured', handle: uniqueHandle(), description: 'With a picture', private: 'true' },
      { field: 'community_picture', filename: 'a.png', contentType: 'image/png', data: png },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/thr/v1/api/communities/',
      headers: { ...form.headers, authorization: `Bearer ${ana.token}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const pictured = response.json<Community>();
    expect(pictured.private).toBe(true);
    expect(pictured.community_picture?.['100']).toMatch(/\/media\/pictures\/.+\/100\.webp$/);
    const other = await createCommunity(t, ana);
    const clash = await call(ana, 'PUT', `/communities/${other.id}/`, { handle: pictured.handle, name: 'Renamed' });
    expect(clash.statusCode).toBe(409);
    expect((await ok<Community>(ana, 'GET', `/communities/${other.id}/`)).name).toBe('Berlin Hikers');
    const removed = await ok<Community>(ana, 'PUT', `/communities/${pictured.id}/`, { community_picture: null });
    expect(removed.community_picture).toBeNull();
  });
});

describe('joining and leaving', () => {
  it('admits to a public community at once and counts it; leaving lowers the count', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const open = await createCommunity(t, ana);
    const joined = await ok<Community>(ben, 'POST', `/communities/${open.id}/join/`);
    expect(joined).toMatchObject({ is_member: true, users_count: 2, membership: { type: 'member', status: 'active' } });
    expect(joined.channels[0]).toMatchObject({ is_main: true, is_member: true });
    expect((await call(ben, 'POST', `/communities/${open.id}/join/`)).statusCode).toBe(409);
    const left = await ok<Community>(ben, 'POST', `/communities/${open.id}/leave/`);
    expect(left).toMatchObject({ is_member: false, users_count: 1, membership: null });
  });

  it('asks to join a private community; admins approve or reject, and only then it counts', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const closed = await createCommunity(t, ana, { private: true });
    const asked = await ok<Community>(ben, 'POST', `/communities/${closed.id}/join/`);
    expect(asked).toMatchObject({
      is_member: false,
      users_count: 1,
      description: null,
      users: [],
      channels: [],
      main_channel: null,
      membership: { status: 'pending_acceptance' },
    });
    const cleoAsked = await ok<Community>(cleo, 'POST', `/communities/${closed.id}/join/`);
    const requests = await ok<CommunityUsersPage>(ana, 'GET', `/communities/${closed.id}/community-join-requests/`);
    expect(requests.results.map((user) => user.id).sort()).toEqual([ben.id, cleo.id].sort());
    const approved = await ok<CommunityUser>(ana, 'POST', `/communities/${closed.id}/approve-community-join-request/`, {
      membership: asked.membership!.id,
    });
    expect(approved).toMatchObject({ id: ben.id, membership: { status: 'active', type: 'member' } });
    await ok(ana, 'POST', `/communities/${closed.id}/reject-community-join-request/`, {
      membership: cleoAsked.membership!.id,
    });
    const seen = await ok<Community>(ben, 'GET', `/communities/${closed.id}/`);
    expect(seen).toMatchObject({ is_member: true, users_count: 2, description: 'Walks around Berlin every weekend' });
    expect((await ok<Community>(cleo, 'GET', `/communities/${closed.id}/`)).membership).toBeNull();
    // A request answered is answered once.
    const again = await call(ana, 'POST', `/communities/${closed.id}/approve-community-join-request/`, {
      membership: cleoAsked.membership!.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the owner in until they hand the community to another admin or delete it', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const mine = await createCommunity(t, ana);
    const refused = await call(ana, 'POST', `/communities/${mine.id}/leave/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('community.owner_cannot_leave');
    await placeInCommunity(t, mine, ana, ben, 'admin');
    await placeInCommunity(t, mine, ana, cleo, 'member');
    const toMember = await call(ana, 'POST', `/communities/${mine.id}/transfer-ownership/`, { user: cleo.id });
    expect(toMember.statusCode).toBe(404);
    const handed = await ok<Community>(ana, 'POST', `/communities/${mine.id}/transfer-ownership/`, { user: ben.id });
    expect(handed).toMatchObject({ membership: { type: 'admin', is_owner: false }, abilities: { leave: true } });
    await ok(ana, 'POST', `/communities/${mine.id}/leave/`);
    expect((await ok<Community>(ben, 'GET', `/communities/${mine.id}/`)).membership?.is_owner).toBe(true);
    expect((await call(ana, 'DELETE', `/communities/${mine.id}/`)).statusCode).toBe(403);
    await ok(ben, 'DELETE', `/communities/${mine.id}/`);
    expect((await call(ana, 'GET', `/communities/${mine.id}/`)).statusCode).toBe(404);
  });
});

describe('admins', () => {
  it('promote and demote members, never the owner', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const community = await createCommunity(t, ana);
    await placeInCommunity(t, community, ana, ben, 'admin');
    await placeInCommunity(t, community, ana, cleo, 'member');
    const promoted = await ok<CommunityUser>(ben, 'POST', `/communities/${community.id}/promote-to-admin/`, {
      user: cleo.id,
    });
    expect(promoted.membership).toMatchObject({ type: 'admin', is_owner: false });
    const demoteOwner = await call(cleo, 'POST', `/communities/${community.id}/demote-from-admin/`, { user: ana.id });
    expect(demoteOwner.statusCode).toBe(409);
    expect(demoteOwner.json().code).toBe('community.owner_cannot_be_demoted');
    const removeOwner = await call(cleo, 'DELETE', `/communities/${community.id}/invite/`, { user_id: ana.id });
    expect(removeOwner.json().code).toBe('community.owner_cannot_be_removed');
    await ok(ana, 'POST', `/communities/${community.id}/demote-from-admin/`, { user: cleo.id });
    const demoted = await call(cleo, 'POST', `/communities/${community.id}/promote-to-admin/`, { user: cleo.id });
    expect(demoted.statusCode).toBe(403);
  });

  it('invite members once, who accept by joining even a private community, or decline by leaving', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const closed = await createCommunity(t, ana, { private: true });
    const invited = await ok<InvitedMembers>(ana, 'POST', `/communities/${closed.id}/invite/`, {
      user_id: [ben.id, cleo.id, ana.id],
    });
    expect(invited.results.map((user) => [user.id, user.membership.status]).sort()).toEqual(
      [
        [ben.id, 'invited'],
        [cleo.id, 'invited'],
      ].sort(),
    );
    const twice = await ok<InvitedMembers>(ana, 'POST', `/communities/${closed.id}/invite/`, { user_id: ben.id });
    expect(twice.results).toEqual([]);
    const accepted = await ok<Community>(ben, 'POST', `/communities/${closed.id}/join/`);
    expect(accepted).toMatchObject({ is_member: true, users_count: 2, membership: { status: 'active' } });
    const declined = await ok<Community>(cleo, 'POST', `/communities/${closed.id}/leave/`);
    expect(declined.membership).toBeNull();
    const unknown = await call(ana, 'POST', `/communities/${closed.id}/invite/`, { user_id: [crypto.randomUUID()] });
    expect(unknown.json().fields).toEqual({ user_id: [messages.userNotFound] });
  });

  it('leave a member who blocked them, or whom they blocked, out of invitations and member lists', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const community = await createCommunity(t, ana);
    await connectMembers(t, ana, ben, { aHoldsB: 'block', bHoldsA: null, active: false });
    const invited = await ok<InvitedMembers>(ana, 'POST', `/communities/${community.id}/invite/`, {
      user_id: [ben.id, cleo.id],
    });
    expect(invited.results.map((user) => user.id)).toEqual([cleo.id]);
    await ok(ben, 'POST', `/communities/${community.id}/join/`);
    await ok(cleo, 'POST', `/communities/${community.id}/join/`);
    const seenByAna = await ok<CommunityUsersPage>(ana, 'GET', `/communities/${community.id}/users/`);
    expect(seenByAna.results.map((user) => user.id).sort()).toEqual([ana.id, cleo.id].sort());
    const seenByBen = await ok<CommunityUsersPage>(ben, 'GET', `/communities/${community.id}/users/`);
    expect(seenByBen.results.map((user) => user.id).sort()).toEqual([ben.id, cleo.id].sort());
    expect(seenByBen.count).toBe(2);
    const mosaic = (await ok<Community>(ben, 'GET', `/communities/${community.id}/`)).users.map((user) => user.id);
    expect(mosaic).not.toContain(ana.id);
    expect((await ok<Community>(ben, 'GET', `/communities/${community.id}/`)).users_count).toBe(3);
  });
});

describe('invitation links', () => {
  it('let people in until they expire or are used up, then answer 410', async () => {
    const [ana, ben, cleo, dan] = [await member('Ana'), await member('Ben'), await member('Cleo'), await member('Dan')];
    const community = await createCommunity(t, ana, { private: true });
    const link = await ok<CommunityInvitationLink>(ana, 'POST', `/communities/${community.id}/invitation-links/`, {
      expires_in_days: 2,
      max_uses: 1,
    });
    expect(link.url).toBe(`http://localhost:8080/invitation/community/${link.token}`);
    const shown = await ok<CommunityInvitation>(null, 'GET', `/community-invitations/${link.token}/`);
    expect(shown.community).toMatchObject({ id: community.id, description: null, users: [], users_count: 1 });
    const asked = await ok<Community>(ben, 'POST', `/community-invitations/${link.token}/accept/`);
    expect(asked.membership?.status).toBe('pending_acceptance');
    // Already asking: the link is not used again.
    expect((await ok<Community>(ben, 'POST', `/community-invitations/${link.token}/accept/`)).id).toBe(community.id);
    const usedUp = await call(cleo, 'POST', `/community-invitations/${link.token}/accept/`);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json()).toEqual({ code: 'community_invitation.expired', message: messages.invitationExpired });
    expect((await call(null, 'GET', `/community-invitations/${link.token}/`)).statusCode).toBe(410);

    const open = await createCommunity(t, ana);
    const lapsing = await ok<CommunityInvitationLink>(ana, 'POST', `/communities/${open.id}/invitation-links/`, {
      expires_in_days: 1,
    });
    const joined = await ok<Community>(cleo, 'POST', `/community-invitations/${lapsing.token}/accept/`);
    expect(joined).toMatchObject({ is_member: true, users_count: 2 });
    t.clock.advance(dayMs + 1000);
    expect((await call(dan, 'POST', `/community-invitations/${lapsing.token}/accept/`)).statusCode).toBe(410);
    expect((await call(null, 'GET', `/community-invitations/unknown-token/`)).statusCode).toBe(404);
    const links = await ok<{ results: CommunityInvitationLink[] }>(
      ana,
      'GET',
      `/communities/${open.id}/invitation-links/`,
    );
    expect(links.results).toEqual([expect.objectContaining({ id: lapsing.id, uses: 1 })]);
    await ok(ana, 'DELETE', `/communities/${open.id}/invitation-links/${lapsing.id}/`);
    expect((await call(null, 'GET', `/community-invitations/${lapsing.token}/`)).statusCode).toBe(404);
  });
});

describe('channels', () => {
  it('keep private channels to those let in, and the general channel to every member', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const community = await createCommunity(t, ana);
    await placeInCommunity(t, community, ana, ben, 'member');
    const secret = await ok<Channel>(ana, 'POST', `/communities/${community.id}/create-channel/`, {
      channel_name: 'Organisers',
      private: true,
    });
    expect(secret).toMatchObject({ private: true, is_member: true, users_count: 1 });
    const outside = await ok<Channel>(ben, 'GET', `/communities/${community.id}/community-channels/${secret.id}/`);
    expect(outside).toMatchObject({
      users: [],
      users_count: null,
      status: null,
      abilities: { request: true, join: false },
    });
    const asked = await ok<Channel>(ben, 'POST', `/communities/${community.id}/join-channel/`, { uuid: secret.id });
    expect(asked).toMatchObject({ status: 'pending_acceptance', is_member: false, users: [], users_count: null });
    const seenByAna = await ok<Channel>(ana, 'GET', `/communities/${community.id}/community-channels/${secret.id}/`);
    const request = seenByAna.users.find((user) => user.id === ben.id)!;
    expect(request.status).toBe('pending_acceptance');
    const accepted = await ok<Channel>(ana, 'POST', `/communities/${community.id}/accept-in-private-channel/`, {
      channel_membership: request.channel_membership,
    });
    expect(accepted.users_count).toBe(2);
    await ok(ana, 'POST', `/communities/${community.id}/remove-from-channel/`, {
      channel_membership: request.channel_membership,
    });
    const main = community.main_channel!;
    const leaveMain = await call(ben, 'POST', `/communities/${community.id}/leave-channel/`, { uuid: main });
    expect(leaveMain.json().code).toBe('channel.main_cannot_be_left');
    const deleteMain = await call(ana, 'POST', `/communities/${community.id}/delete-channel/`, { id: main });
    expect(deleteMain.json().code).toBe('channel.main_undeletable');
    const muted = await ok<Channel>(ben, 'POST', `/community-channels/${main}/mute/`);
    expect(muted.muted).toBe(true);
    expect((await ok<Channel>(ben, 'POST', `/community-channels/${main}/unmute/`)).muted).toBe(false);
    const list = await ok<{ results: Channel[] }>(ben, 'GET', `/communities/${community.id}/community-channels/`);
    expect(list.results.map((channel) => channel.name)).toEqual(['general', 'Organisers']);
  });
});

describe('lists', () => {
  it('find communities by name or handle, and the caller’s own', async () => {
    const ana = await member('Ana');
    const word = uniqueHandle();
    const found = await createCommunity(t, ana, { name: `Cyclists ${word}`, private: true });
    const ben = await member('Ben');
    const byName = await ok<CommunitiesPage>(ben, 'GET', `/communities/?search=${word.toUpperCase()}`);
    expect(byName.results).toEqual([expect.objectContaining({ id: found.id, description: null })]);
    expect((await ok<CommunitiesPage>(ben, 'GET', '/communities/?mine=true')).results).toEqual([]);
    expect((await ok<CommunitiesPage>(ana, 'GET', '/communities/?mine=true')).results.map((c) => c.id)).toContain(
      found.id,
    );
  });

  it('find communities with events not yet over near a place, a private one only for its members', async () => {
    const ana = await member('Ana');
    const ben = await member('Ben');
    const [nearby, elsewhere, hidden, over] = await Promise.all([
      createCommunity(t, ana),
      createCommunity(t, ana),
      createCommunity(t, ana, { private: true }),
      createCommunity(t, ana),
    ]);
    await createEvent(t, ana, { community: nearby.id, location: potsdam });
    await createEvent(t, ana, { community: elsewhere.id, location: paris });
    await createEvent(t, ana, { community: hidden.id, location: berlin });
    await createEvent(t, ana, {
      community: over.id,
      location: berlin,
      start_datetime: momentFromNow(t, 1),
      end_datetime: momentFromNow(t, 1, 2),
    });
    t.clock.advance(3 * dayMs);
    const idsNearBerlin = async (caller: typeof ana) =>
      (await ok<CommunitiesPage>(caller, 'GET', `/communities/?location=${berlin}`)).results.map((c) => c.id).sort();
    expect(await idsNearBerlin(ben)).toEqual([nearby.id]);
    expect(await idsNearBerlin(ana)).toEqual([nearby.id, hidden.id].sort());
  });
});

describe('deleting an account', () => {
  it('hands each community it owns to its longest-serving other admin, or deletes one left with none', async () => {
    const [ana, ben, cleo, dan] = [await member('Ana'), await member('Ben'), await member('Cleo'), await member('Dan')];
    const handedOver = await createCommunity(t, ana);
    await placeInCommunity(t, handedOver, ana, ben, 'member');
    await placeInCommunity(t, handedOver, ana, cleo, 'admin');
    // Ben has been in longer than Cleo, though made an admin after her.
    await ok(ana, 'POST', `/communities/${handedOver.id}/promote-to-admin/`, { user: ben.id });
    const orphaned = await createCommunity(t, ana);
    await placeInCommunity(t, orphaned, ana, dan, 'member');
    const bens = await createCommunity(t, ben);
    await placeInCommunity(t, bens, ben, ana, 'member');

    await ok(ana, 'DELETE', '/users/me');
    const now = await ok<Community>(ben, 'GET', `/communities/${handedOver.id}/`);
    expect(now).toMatchObject({ users_count: 2, membership: { is_owner: true, type: 'admin' } });
    expect((await ok<Community>(cleo, 'GET', `/communities/${handedOver.id}/`)).membership?.is_owner).toBe(false);
    expect((await call(dan, 'GET', `/communities/${orphaned.id}/`)).statusCode).toBe(404);
    expect((await ok<Community>(ben, 'GET', `/communities/${bens.id}/`)).users_count).toBe(1);
  });
});

describe('members in a period', () => {
  it('lists the members who will be in a place then, by their public trips', async () => {
    const [ana, ben, cleo, dan] = [await member('Ana'), await member('Ben'), await member('Cleo'), await member('Dan')];
    const community = await createCommunity(t, ana);
    for (const other of [ben, cleo, dan]) await placeInCommunity(t, community, ana, other, 'member');
    const period = { arrival_datetime: dayFromToday(t, 20), departure_datetime: dayFromToday(t, 23) };
    const bensTrip = await createTrip(t, ben, { ...period, location: lisbon });
    await createTrip(t, cleo, { ...period, location: lisbon, visibility: 'hidden' });
    await createTrip(t, dan, { ...period, location: berlin });
    const query = `date_gte=${dayFromToday(t, 21)}&date_lte=${dayFromToday(t, 22)}&location=${lisbon}`;
    const present = await ok<CommunityUsersPage>(ana, 'GET', `/communities/${community.id}/users/?${query}`);
    expect(present.results).toEqual([
      expect.objectContaining({
        id: ben.id,
        membership: expect.objectContaining({ status: 'active' }),
        whereabouts: expect.objectContaining({ kind: 'trip', trip_id: bensTrip.id }),
      }),
    ]);
    const anywhere = `date_gte=${dayFromToday(t, 21)}&date_lte=${dayFromToday(t, 22)}`;
    const travelling = await ok<CommunityUsersPage>(ana, 'GET', `/communities/${community.id}/users/?${anywhere}`);
    expect(travelling.results.map((user) => user.id).sort()).toEqual([ben.id, dan.id].sort());
    const all = await ok<CommunityUsersPage>(ana, 'GET', `/communities/${community.id}/users/?search=ben`);
    expect(all.results.map((user) => [user.id, user.whereabouts])).toEqual([[ben.id, null]]);
  });
});

describe('searching the members of a community', () => {
  it('finds a member by first name, username or a last name the caller may see, never by a hidden last name', async () => {
    const ana = await member('Ana');
    const community = await createCommunity(t, ana);
    const word = uniqueHandle();
    const open = await createSignedInMember(t, { firstName: 'Bea', lastName: `${word}open` });
    const hidden = await createSignedInMember(t, { firstName: 'Caio', lastName: `${word}shut` });
    await call(hidden, 'PUT', `/users/${hidden.id}/`, { visibility: { last_name: 'hidden' } });
    for (const joining of [open, hidden]) await ok<Community>(joining, 'POST', `/communities/${community.id}/join/`);

    const search = async (text: string) =>
      (await ok<CommunityUsersPage>(ana, 'GET', `/communities/${community.id}/users/?search=${text}`)).results.map(
        (user) => user.id,
      );
    expect(await search(word)).toEqual([open.id]);
    expect(await search(`${word}SHUT`)).toEqual([]);
    expect(await search('caio')).toEqual([hidden.id]);
  });
});

describe('a channel of an event', () => {
  it('names an event of its own community, and no other', async () => {
    const ana = await member('Ana');
    const community = await createCommunity(t, ana);
    const elsewhere = await createCommunity(t, ana);
    const eventOf = (where: Community) =>
      ok<Event>(ana, 'POST', '/events/', {
        name: `Meetup ${uniqueHandle()}`,
        location: berlin,
        start_datetime: `${dayFromToday(t, 5)}T18:00:00Z`,
        end_datetime: `${dayFromToday(t, 5)}T20:00:00Z`,
        community: where.id,
      });
    const [own, foreign] = [await eventOf(community), await eventOf(elsewhere)];
    const channel = await ok<Channel>(ana, 'POST', `/communities/${community.id}/create-channel/`, {
      channel_name: 'Meetup',
      event: own.id,
    });
    expect(channel.event).toBe(own.id);
    const refused = await call(ana, 'POST', `/communities/${community.id}/create-channel/`, {
      channel_name: 'Elsewhere',
      event: foreign.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ event: [messages.eventNotFound] });
    const cleared = await ok<Channel>(ana, 'POST', `/communities/${community.id}/community-channels/${channel.id}/`, {
      event: null,
    });
    expect(cleared.event).toBeNull();
  });
});
