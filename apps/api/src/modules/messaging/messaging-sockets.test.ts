import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { socketsTo, type TestSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSession } from '../identity/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());
const connect = socketsTo(() => t);

const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });
type Member = Awaited<ReturnType<typeof member>>;

/**
 * Sends a last event to `who` and waits for it: events reach a socket in order, so anything sent
 * before it that has not arrived by then never will.
 */
async function settle(who: { id: string }, socket: TestSocket) {
  const id = randomUUID();
  t.context.realtime.toMembers([who.id], 'notification.created', { id });
  await socket.next('notification.created', (event) => event.id === id);
}

const textsOf = (socket: TestSocket) => socket.received('message.created').map((event) => event.message.text);

describe('messages on the socket', () => {
  it("reach every socket of a direct chat's two members, and no one else's", async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const stranger = await member('Cy');
    const chat = await startChat(t, ana, [bo]);
    const [anaSocket, boSocket, strangerSocket] = await Promise.all([connect(ana), connect(bo), connect(stranger)]);
    const sent = await sendText(t, ana, `/messaging/${chat.id}`, 'Hello Bo');
    const delivered = await boSocket.next('message.created');
    expect(delivered).toEqual({
      conversation_id: chat.id,
      seq: 1,
      message: {
        ...sent,
        author: { id: ana.id, first_name: 'Ana', last_name: null, display_name: 'Ana', profile_picture: null },
      },
    });
    await anaSocket.next('message.created');
    await settle(stranger, strangerSocket);
    expect(textsOf(strangerSocket)).toEqual([]);
  });

  it('name their author by first name alone, whatever the sender may see of themselves', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    await ok(ana, 'PUT', `/users/${ana.id}/`, { visibility: { last_name: 'hidden' } });
    const chat = await startChat(t, ana, [bo]);
    const boSocket = await connect(bo);
    const sent = await sendText(t, ana, `/messaging/${chat.id}`, 'Guess who');
    expect(sent.author).toMatchObject({ last_name: 'Test' });
    const { message } = await boSocket.next('message.created');
    expect(message.author).toEqual({
      id: ana.id,
      first_name: 'Ana',
      last_name: null,
      display_name: 'Ana',
      profile_picture: null,
    });
    const page = await ok<{ results: { author: { last_name: string | null } }[] }>(
      bo,
      'GET',
      `/messaging/${chat.id}/messages/`,
    );
    expect(page.results[0]!.author.last_name).toBeNull();
  });

  it('tell of edits and deletions with the message as it now is', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    const boSocket = await connect(bo);
    const sent = await sendText(t, ana, base, 'Dinner at 8');
    await ok(ana, 'PUT', `${base}/messages/${sent.id}/`, { text: 'Dinner at 9' });
    expect((await boSocket.next('message.updated')).message.text).toBe('Dinner at 9');
    await ok(ana, 'DELETE', `${base}/messages/${sent.id}/`);
    const deleted = await boSocket.next('message.deleted');
    expect(deleted).toMatchObject({ seq: 1, message: { id: sent.id, text: null } });
  });

  it("reach a channel's members, also one who joined after connecting, and stop at once when they leave", async () => {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const channel = await createChannel(t, owner, community);
    const base = `/community-channels/${channel.id}`;
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    const insiderSocket = await connect(insider);
    await ok(insider, 'POST', `/communities/${community.id}/join-channel/`, { uuid: channel.id });
    await sendText(t, owner, base, 'first');
    await insiderSocket.next('message.created', (event) => event.message.text === 'first');
    await ok(insider, 'POST', `/communities/${community.id}/leave-channel/`, { uuid: channel.id });
    await sendText(t, owner, base, 'after leaving');
    await settle(insider, insiderSocket);
    expect(textsOf(insiderSocket)).toEqual(['first']);
  });

  it('stop for a member who leaves the community, in its general channel too', async () => {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    const insiderSocket = await connect(insider);
    const base = `/community-channels/${community.main_channel}`;
    await sendText(t, owner, base, 'welcome');
    await insiderSocket.next('message.created');
    await ok(insider, 'POST', `/communities/${community.id}/leave/`);
    await sendText(t, owner, base, 'gone');
    await settle(insider, insiderSocket);
    expect(textsOf(insiderSocket)).toEqual(['welcome']);
  });
});

describe('read marks on the socket', () => {
  it("reach the reader's other devices with their new unread counts", async () => {
    const ana: Member = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    await sendText(t, bo, base);
    await sendText(t, bo, base);
    const phone = await startSession(t.context, ana.id, { ipAddress: '127.0.0.1', userAgent: 'phone' });
    const phoneSocket = await connect(phone);
    await ok(ana, 'POST', `${base}/read/`, { seq: 1 });
    expect(await phoneSocket.next('conversation.read')).toEqual({ conversation_id: chat.id, seq: 1 });
    expect((await phoneSocket.next('unread.changed')).direct).toBe(1);
  });
});

describe('muting a channel', () => {
  it("sends the member's devices their unread counts without it, and with it again once unmuted", async () => {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    await sendText(t, owner, `/community-channels/${community.main_channel}`);
    const socket = await connect(insider);
    await ok(insider, 'POST', `/community-channels/${community.main_channel}/mute/`);
    expect((await socket.next('unread.changed')).community).toBe(0);
    await ok(insider, 'POST', `/community-channels/${community.main_channel}/unmute/`);
    expect((await socket.next('unread.changed', (summary) => summary.community > 0)).community).toBe(1);
  });
});

describe('typing', () => {
  it('reaches the other members of a chat, never the typist, and only from those who may post', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const stranger = await member('Cy');
    const chat = await startChat(t, ana, [bo]);
    const [anaSocket, boSocket, strangerSocket] = await Promise.all([connect(ana), connect(bo), connect(stranger)]);
    strangerSocket.socket.emit('typing', { conversation_id: chat.id });
    anaSocket.socket.emit('typing', { conversation_id: 'not an id' });
    anaSocket.socket.emit('typing', { conversation_id: chat.id });
    expect(await boSocket.next('typing')).toEqual({ conversation_id: chat.id, user_id: ana.id });
    await settle(bo, boSocket);
    expect(boSocket.received('typing')).toHaveLength(1);
    await settle(ana, anaSocket);
    expect(anaSocket.received('typing')).toEqual([]);

    await ok(bo, 'POST', '/connections/', { receiver: ana.id, type: 'block' });
    anaSocket.socket.emit('typing', { conversation_id: chat.id });
    // Typing is volatile: give the dropped event the time a delivered one takes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await settle(bo, boSocket);
    expect(boSocket.received('typing')).toHaveLength(1);
  });

  it("reaches a channel's other members through its room", async () => {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    const conversationId = (await sendText(t, owner, `/community-channels/${community.main_channel}`)).conversation_id;
    const [ownerSocket, insiderSocket] = await Promise.all([connect(owner), connect(insider)]);
    insiderSocket.socket.emit('typing', { conversation_id: conversationId });
    expect(await ownerSocket.next('typing')).toEqual({ conversation_id: conversationId, user_id: insider.id });
  });
});
