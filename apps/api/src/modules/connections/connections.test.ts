import type { Connection, User } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventName } from '../../platform/events.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { berlin, hamburg, potsdam } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const published: { name: DomainEventName; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of [
    'connection.requested',
    'connection.accepted',
    'connection.level_changed',
    'connection.blocked',
    'connection.unblocked',
    'connection.removed',
  ] as const) {
    t.context.events.subscribe(name, (payload) => {
      published.push({ name, payload });
    });
  }
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const call = (...request: ApiCall) => callApi(t, ...request);

async function ask(from: Member, to: Member, type: 'close' | 'general' | 'block') {
  const response = await call(from, 'POST', '/connections/', { receiver: to.id, type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Connection>();
}

async function listOf(member: Member, query = '') {
  const response = await call(member, 'GET', `/connections/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ count: number; next: string | null; previous: string | null; results: Connection[] }>();
}

const profileAs = async (viewer: Member, member: Member) =>
  (await call(viewer, 'GET', `/users/${member.id}/`)).json<User>();

const eventsAbout = (connectionId: string) =>
  published.filter((event) => (event.payload as { connectionId: string }).connectionId === connectionId);

describe('asking and accepting', () => {
  it('asks the receiver, who sees the request waiting and accepts it at general', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana' });
    const ben = await createSignedInMember(t, { firstName: 'Ben' });

    const asked = await ask(ana, ben, 'close');
    expect(asked).toMatchObject({ receiver: ben.id, type: 'close', status: 'pending_initiator' });
    expect(asked.user).toMatchObject({ id: ben.id, first_name: 'Ben' });

    const [waiting] = (await listOf(ben)).results;
    expect(waiting).toMatchObject({ id: asked.id, receiver: ana.id, type: 'public', status: 'pending_receiver' });
    expect((await profileAs(ben, ana)).connection).toEqual({
      id: asked.id,
      type: 'public',
      status: 'pending_receiver',
    });

    const accepted = await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ type: 'general', status: 'active' });
    expect((await listOf(ana)).results[0]).toMatchObject({ type: 'close', status: 'active' });
    expect((await profileAs(ana, ben)).connection).toEqual({ id: asked.id, type: 'close', status: 'active' });

    expect(eventsAbout(asked.id).map((event) => event.name)).toEqual(['connection.requested', 'connection.accepted']);
    expect(eventsAbout(asked.id)[1]!.payload).toEqual({ connectionId: asked.id, memberId: ben.id, otherId: ana.id });
  });

  it('lets the receiver accept at the level they choose, and change it later', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'general');

    const accepted = await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: 'close' });
    expect(accepted.json()).toMatchObject({ type: 'close', status: 'active' });
    const changed = await call(ben, 'PUT', `/connections/${asked.id}/`, { type: 'general' });
    expect(changed.json()).toMatchObject({ type: 'general', status: 'active' });
    expect(eventsAbout(asked.id).at(-1)).toMatchObject({
      name: 'connection.level_changed',
      payload: { memberId: ben.id, otherId: ana.id, type: 'general' },
    });
  });

  it('accepts when the receiver asks back instead of accepting', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'general');
    const back = await ask(ben, ana, 'close');
    expect(back).toMatchObject({ id: asked.id, type: 'close', status: 'active' });
    expect((await listOf(ana)).results[0]).toMatchObject({ type: 'general', status: 'active' });
  });

  it('changes the level of a pending request when the initiator asks again', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    await ask(ana, ben, 'general');
    expect(await ask(ana, ben, 'close')).toMatchObject({ type: 'close', status: 'pending_initiator' });
    expect((await listOf(ben)).results).toHaveLength(1);
  });

  it('refuses to let the initiator accept their own request', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'close');
    const response = await call(ana, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'connection.not_asked' });
    expect((await listOf(ana)).results[0]).toMatchObject({ status: 'pending_initiator' });
  });

  it('answers with the spec errors for oneself, unknown members and unknown levels', async () => {
    const ana = await createSignedInMember(t);
    const self = await call(ana, 'POST', '/connections/', { receiver: ana.id, type: 'close' });
    expect(self.json()).toMatchObject({ code: 'connection.with_self', message: 'You cannot connect with yourself' });
    const stranger = await call(ana, 'POST', '/connections/', { receiver: crypto.randomUUID(), type: 'close' });
    expect(stranger.statusCode).toBe(404);
    const level = await call(ana, 'POST', '/connections/', { receiver: crypto.randomUUID(), type: 'public' });
    expect(level.statusCode).toBe(400);
    expect(level.json()).toMatchObject({ code: 'validation_failed' });
    const empty = await call(ana, 'PUT', `/connections/${crypto.randomUUID()}/`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/thr/v1/api/connections/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('levels and what they reveal', () => {
  it("shows a close-network field only once the owner's close connection is agreed", async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    await call(ana, 'PUT', `/users/${ana.id}/`, { company: 'Atlas', visibility: { profile: 'close-network' } });
    const asked = await ask(ana, ben, 'close');
    expect((await profileAs(ben, ana)).company).toBeNull();
    await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    expect((await profileAs(ben, ana)).company).toBe('Atlas');
    // Ana holds Ben at close; Ben holds Ana at general only.
    await call(ben, 'PUT', `/users/${ben.id}/`, { company: 'Borealis', visibility: { profile: 'close-network' } });
    expect((await profileAs(ana, ben)).company).toBeNull();
  });
});

describe('removing', () => {
  it('removes the connection for both when either side makes the other public', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'close');
    await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });

    const removed = await call(ben, 'DELETE', `/connections/${asked.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await listOf(ana)).count).toBe(0);
    expect((await listOf(ben)).count).toBe(0);
    expect((await profileAs(ana, ben)).connection).toBeNull();
    expect(eventsAbout(asked.id).at(-1)).toMatchObject({
      name: 'connection.removed',
      payload: { memberId: ben.id, otherId: ana.id },
    });
    expect((await call(ben, 'DELETE', `/connections/${asked.id}/`)).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('blocks at once, without acceptance, and hides each from the other', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await createSignedInMember(t, { firstName: 'Ben' });
    await call(ana, 'PUT', `/users/${ana.id}/`, { username: `ana_${Date.now()}`, company: 'Atlas' });

    const blocked = await ask(ana, ben, 'block');
    expect(blocked).toMatchObject({ receiver: ben.id, type: 'block', status: 'active' });
    expect((await profileAs(ana, ben)).connection).toMatchObject({ type: 'block', status: 'active' });

    // Ben no longer sees the connection, nor anything of Ana beyond her first name.
    expect((await listOf(ben)).count).toBe(0);
    const seenByBen = await profileAs(ben, ana);
    expect(seenByBen).toMatchObject({
      first_name: 'Ana',
      last_name: null,
      username: null,
      company: null,
      profile_picture: null,
      connection: null,
    });
    // Nor can he act on it or ask her again.
    expect((await call(ben, 'PUT', `/connections/${blocked.id}/`, { type: 'close' })).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/connections/${blocked.id}/`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', '/connections/', { receiver: ana.id, type: 'general' })).statusCode).toBe(403);
    expect((await listOf(ana)).results[0]).toMatchObject({ type: 'block' });
    expect(eventsAbout(blocked.id).map((event) => event.name)).toEqual(['connection.blocked']);
  });

  it('hides the blocker from the blocked member the same way, whoever asked first', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana' });
    const ben = await createSignedInMember(t, { firstName: 'Ben', lastName: 'Brandt' });
    const asked = await ask(ana, ben, 'close');
    await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });

    const blocked = await call(ben, 'PUT', `/connections/${asked.id}/`, { type: 'block' });
    expect(blocked.json()).toMatchObject({ type: 'block', status: 'active' });
    expect((await listOf(ana)).count).toBe(0);
    expect(await profileAs(ana, ben)).toMatchObject({ last_name: null, connection: null });
  });

  it('unblocks to general, which asks the other member afresh', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'close');
    await call(ben, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    await call(ana, 'PUT', `/connections/${asked.id}/`, { type: 'block' });

    const unblocked = await call(ana, 'PUT', `/connections/${asked.id}/`, { type: 'general' });
    expect(unblocked.json()).toMatchObject({ type: 'general', status: 'pending_initiator' });
    expect((await listOf(ben)).results[0]).toMatchObject({ type: 'public', status: 'pending_receiver' });
    expect(
      eventsAbout(asked.id)
        .map((event) => event.name)
        .slice(-2),
    ).toEqual(['connection.blocked', 'connection.unblocked']);
  });

  it('lifts a block to nothing with DELETE', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const blocked = await ask(ana, ben, 'block');
    expect((await call(ana, 'DELETE', `/connections/${blocked.id}/`)).statusCode).toBe(204);
    expect((await profileAs(ben, ana)).connection).toBeNull();
    expect((await ask(ben, ana, 'general')).status).toBe('pending_initiator');
  });

  it('keeps both blocks when both block, each seeing only their own', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const first = await ask(ana, ben, 'block');
    const second = await ask(ben, ana, 'block');
    expect(second).toMatchObject({ id: first.id, type: 'block' });
    expect((await listOf(ana)).results[0]).toMatchObject({ type: 'block' });

    // Ana lifts hers; Ben's block still hides him and the connection from her.
    await call(ana, 'PUT', `/connections/${first.id}/`, { type: 'general' });
    expect((await listOf(ana)).count).toBe(0);
    expect((await profileAs(ana, ben)).connection).toBeNull();
    expect((await listOf(ben)).results[0]).toMatchObject({ type: 'block' });
  });
});

describe('isolation', () => {
  it("never lets a third member read or change someone else's connection", async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const eve = await createSignedInMember(t);
    const asked = await ask(ana, ben, 'general');

    expect((await call(eve, 'PUT', `/connections/${asked.id}/`, { status: 'active' })).statusCode).toBe(404);
    expect((await call(eve, 'PUT', `/connections/${asked.id}/`, { type: 'block' })).statusCode).toBe(404);
    expect((await call(eve, 'DELETE', `/connections/${asked.id}/`)).statusCode).toBe(404);
    expect((await listOf(eve)).count).toBe(0);
    expect((await listOf(ben)).results[0]).toMatchObject({ status: 'pending_receiver' });
  });
});

describe('GET /connections/', () => {
  it('filters by name, level, status and home city, as the caller may see the members', async () => {
    const me = await createSignedInMember(t);
    const names = ['Zoë', 'Ana', 'Jürgen', 'Marta'] as const;
    const others = await Promise.all(names.map((firstName) => createSignedInMember(t, { firstName })));
    const [zoe, ana, jurgen, marta] = others as [Member, Member, Member, Member];
    await call(zoe, 'PUT', `/users/${zoe.id}/`, { base_location: potsdam });
    await call(ana, 'PUT', `/users/${ana.id}/`, { base_location: hamburg });
    // Jürgen lives in Berlin but shows his home city to nobody.
    await call(jurgen, 'PUT', `/users/${jurgen.id}/`, { base_location: berlin, visibility: { location: 'hidden' } });
    for (const other of [zoe, ana, jurgen]) {
      const asked = await ask(me, other, 'general');
      await call(other, 'PUT', `/connections/${asked.id}/`, { status: 'active' });
    }
    await ask(marta, me, 'close');

    const all = await listOf(me);
    expect(all.results.map((connection) => connection.user.first_name)).toEqual(['Ana', 'Jürgen', 'Marta', 'Zoë']);
    expect((await listOf(me, '?search=jurg')).results.map((c) => c.user.id)).toEqual([jurgen.id]);
    expect((await listOf(me, '?search=ZOE')).results.map((c) => c.user.id)).toEqual([zoe.id]);
    expect((await listOf(me, `?location=${berlin}`)).results.map((c) => c.user.id)).toEqual([zoe.id]);
    expect((await listOf(me, '?status=pending_receiver')).results.map((c) => c.user.id)).toEqual([marta.id]);
    expect((await listOf(me, '?type=general')).count).toBe(3);
  });

  it('pages with next and previous links', async () => {
    const me = await createSignedInMember(t);
    for (const firstName of ['A', 'B', 'C']) await ask(me, await createSignedInMember(t, { firstName }), 'general');
    const first = await listOf(me, '?limit=2');
    expect(first).toMatchObject({ count: 3, previous: null });
    expect(first.results.map((c) => c.user.first_name)).toEqual(['A', 'B']);
    const next = new URL(first.next!);
    expect(next.searchParams.get('offset')).toBe('2');
    const second = await listOf(me, next.search);
    expect(second.results.map((c) => c.user.first_name)).toEqual(['C']);
    expect(second.next).toBeNull();
    expect(new URL(second.previous!).searchParams.get('offset')).toBe('0');
  });
});
