import { createHmac } from 'node:crypto';
import type { NotificationsPage } from '@here-and-there/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../modules/identity/identity.table.ts';
import { bearer, callApi, createSignedInMember } from '../test/factories.ts';
import { connectSocket, settle, socketRefusal, type TestSocket } from '../test/sockets.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
/** Members whose sockets a module fails to prepare. */
const unpreparable = new Set<string>();
/** The typing events the server heard, by member. */
const typed: { memberId: string; conversationId: string }[] = [];
const sockets: TestSocket[] = [];
/** Members whose sockets' preparation waits on the test. */
const held = new Map<string, () => Promise<void>>();

beforeAll(async () => {
  t = await createTestApp();
  // What a module does with every new socket: its own room, its client events.
  t.context.realtime.onConnection(async (socket) => {
    if (unpreparable.has(socket.memberId)) throw new Error('the conversations could not be read');
    socket.join([`prepared:${socket.memberId}`]);
    await held.get(socket.memberId)?.();
    socket.on('typing', ({ conversation_id }) => {
      typed.push({ memberId: socket.memberId, conversationId: conversation_id });
    });
  });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

async function connect(member: { token: string }) {
  const socket = await connectSocket(baseUrl, { token: member.token });
  sockets.push(socket);
  return socket;
}

const settleOn = (member: Member, socket: TestSocket) => settle(t.context.realtime, member, socket);

const expire = (member: Member) =>
  t.context.db.update(authSessions).set({ expiresAt: t.clock.now() }).where(eq(authSessions.token, member.token));

const changedChats = (socket: TestSocket) => socket.received('chat.changed').map((event) => event.conversation_id);

describe('signing a socket in', () => {
  it('takes the bearer token, bare or signed, and delivers its member’s events to all their sockets only', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const signature = createHmac('sha256', t.context.config.authSecret).update(ana.token).digest('base64');
    const anaOnPhone = await connect(ana);
    const anaOnLaptop = await connect({ token: `${ana.token}.${signature}` });
    const benSocket = await connect(ben);

    t.context.realtime.toMembers([ana.id], 'chat.changed', { conversation_id: 'c1' });
    await anaOnPhone.next('chat.changed');
    await anaOnLaptop.next('chat.changed');
    await settleOn(ben, benSocket);
    expect(changedChats(benSocket)).toEqual([]);
  });

  it('refuses a socket without a token, with a bad or expired one, or over long polling', async () => {
    const ana = await createSignedInMember(t);
    expect(await socketRefusal(baseUrl, {})).toBe('unauthenticated');
    expect(await socketRefusal(baseUrl, { token: 'not-a-token' })).toBe('unauthenticated');
    expect(await socketRefusal(baseUrl, { token: `${ana.token}.forged` })).toBe('unauthenticated');
    expect(await socketRefusal(baseUrl, { token: ana.token, transports: ['polling'] })).not.toBeNull();
    expect(await socketRefusal(baseUrl, { token: ana.token })).toBeNull();

    const expired = await createSignedInMember(t);
    await expire(expired);
    expect(await socketRefusal(baseUrl, { token: expired.token })).toBe('unauthenticated');
  });

  it('refuses the token of a session that signed out, and closes its open sockets at once', async () => {
    const ana = await createSignedInMember(t);
    const otherSession = await createSignedInMember(t);
    const socket = await connect(ana);
    const bystander = await connect(otherSession);

    const signOut = await t.app.inject({ method: 'POST', url: '/auth/sign-out', headers: bearer(ana.token) });
    expect(signOut.statusCode).toBe(200);
    expect(await socket.disconnected()).toBe('io server disconnect');
    expect(await socketRefusal(baseUrl, { token: ana.token })).toBe('unauthenticated');
    await settleOn(otherSession, bystander);
    expect(bystander.socket.connected).toBe(true);
  });

  it('closes every socket of a deleted account at once, and no one else’s', async () => {
    const ana = await createSignedInMember(t);
    const bystander = await createSignedInMember(t);
    const onPhone = await connect(ana);
    const onLaptop = await connect(ana);
    const bystanderSocket = await connect(bystander);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/thr/v1/api/users/me', headers: bearer(ana.token) });
    expect(deleted.statusCode).toBe(204);
    expect(await onPhone.disconnected()).toBe('io server disconnect');
    expect(await onLaptop.disconnected()).toBe('io server disconnect');
    await settleOn(bystander, bystanderSocket);
    expect(bystanderSocket.socket.connected).toBe(true);
  });

  it('closes, at its next check, the sockets of sessions revoked or expired meanwhile, and only those', async () => {
    const revoked = await createSignedInMember(t);
    const expiring = await createSignedInMember(t);
    const kept = await createSignedInMember(t);
    const revokedSocket = await connect(revoked);
    const expiringSocket = await connect(expiring);
    const keptSocket = await connect(kept);

    await t.context.db.delete(authSessions).where(eq(authSessions.token, revoked.token));
    await expire(expiring);
    await t.context.realtime.recheckSessions();

    expect(await revokedSocket.disconnected()).toBe('io server disconnect');
    expect(await expiringSocket.disconnected()).toBe('io server disconnect');
    await settleOn(kept, keptSocket);
    expect(keptSocket.socket.connected).toBe(true);
  });
});

describe('rooms', () => {
  it('puts a member’s sockets in a room and takes them out at once', async () => {
    const ana = await createSignedInMember(t);
    const socket = await connect(ana);
    const room = `conversation:${crypto.randomUUID()}`;

    t.context.realtime.joinRoom([ana.id], room);
    t.context.realtime.toRoom(room, {}, 'chat.changed', { conversation_id: 'while-in' });
    t.context.realtime.leaveRoom([ana.id], room);
    t.context.realtime.toRoom(room, {}, 'chat.changed', { conversation_id: 'after-leaving' });
    await settleOn(ana, socket);
    expect(changedChats(socket)).toEqual(['while-in']);
  });

  it('skips the sender’s own sockets when asked', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const anaSocket = await connect(ana);
    const benSocket = await connect(ben);
    const room = `conversation:${crypto.randomUUID()}`;
    t.context.realtime.joinRoom([ana.id, ben.id], room);

    t.context.realtime.toRoom(room, { exceptMemberId: ana.id }, 'chat.changed', { conversation_id: 'c1' });
    await benSocket.next('chat.changed');
    await settleOn(ana, anaSocket);
    expect(changedChats(anaSocket)).toEqual([]);
  });

  it('sends nothing when given no members', async () => {
    const ana = await createSignedInMember(t);
    const socket = await connect(ana);
    t.context.realtime.toMembers([], 'chat.changed', { conversation_id: 'to-nobody' });
    await settleOn(ana, socket);
    expect(changedChats(socket)).toEqual([]);
  });
});

describe('the modules’ part in a new socket', () => {
  it('has its rooms joined before the client hears it is connected', async () => {
    const ana = await createSignedInMember(t);
    const socket = await connect(ana);
    t.context.realtime.toRoom(`prepared:${ana.id}`, {}, 'chat.changed', { conversation_id: 'c1' });
    expect(await socket.next('chat.changed')).toEqual({ conversation_id: 'c1' });
  });

  it('takes the rooms a member joins or leaves while a module is still preparing their socket', async () => {
    const ana = await createSignedInMember(t);
    const room = `conversation:${crypto.randomUUID()}`;
    let release = () => {};
    const preparing = new Promise<void>((reached) => {
      held.set(ana.id, () => {
        reached();
        return new Promise<void>((resolve) => (release = resolve));
      });
    });
    const connecting = connect(ana);
    await preparing;
    t.context.realtime.joinRoom([ana.id], room);
    t.context.realtime.leaveRoom([ana.id], `prepared:${ana.id}`);
    release();
    const socket = await connecting;

    t.context.realtime.toRoom(`prepared:${ana.id}`, {}, 'chat.changed', { conversation_id: 'left' });
    t.context.realtime.toRoom(room, {}, 'chat.changed', { conversation_id: 'joined' });
    await settleOn(ana, socket);
    expect(changedChats(socket)).toEqual(['joined']);
  });

  it('refuses the socket when a module fails to prepare it', async () => {
    const ana = await createSignedInMember(t);
    unpreparable.add(ana.id);
    expect(await socketRefusal(baseUrl, { token: ana.token })).toBe('unavailable');
  });

  it('hands the client’s typing to the module, and closes a socket that sends an oversized frame', async () => {
    const ana = await createSignedInMember(t);
    const socket = await connect(ana);
    socket.socket.emit('typing', { conversation_id: 'c1' });
    await expect
      .poll(() => typed.filter((event) => event.memberId === ana.id))
      .toEqual([{ memberId: ana.id, conversationId: 'c1' }]);

    socket.socket.emit('typing', { conversation_id: 'x'.repeat(20 * 1024) });
    expect(await socket.disconnected()).toBe('transport close');
    expect(typed.filter((event) => event.memberId === ana.id)).toHaveLength(1);
  });
});

describe('notifications', () => {
  it('announces a new notification on its recipient’s sockets, once', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const benSocket = await connect(ben);

    const asked = await callApi(t, ana, 'POST', '/connections/', { receiver: ben.id, type: 'general' });
    expect(asked.statusCode, asked.body).toBe(201);
    const announced = await benSocket.next('notification.created');
    const page = (await callApi(t, ben, 'GET', '/notifications/')).json<NotificationsPage>();
    expect(page.results.map((notification) => notification.id)).toEqual([announced.id]);
    await settleOn(ben, benSocket);
    expect(benSocket.received('notification.created').filter((event) => event.id === announced.id)).toHaveLength(1);
  });
});
