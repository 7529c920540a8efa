import type { Chat, ChatPage, UnreadSummary } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSession } from '../identity/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });
type Caller = { token: string };

const unread = (caller: Caller) => ok<UnreadSummary>(caller, 'GET', '/messaging/unread/');
const read = (caller: Caller, base: string, seq: number) => ok<UnreadSummary>(caller, 'POST', `${base}/read/`, { seq });
const sendMany = async (author: Caller & { id: string }, base: string, count: number) => {
  for (let index = 0; index < count; index++) await sendText(t, author, base);
};

describe('unread counts of chats', () => {
  it("count the other's messages and never the member's own", async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    await sendMany(bo, `/messaging/${chat.id}`, 3);
    await sendText(t, ana, `/messaging/${chat.id}`);
    // Writing in a chat reads what came before.
    expect(await unread(ana)).toEqual({ direct: 0, community: 0, conversations: [] });
    expect(await unread(bo)).toEqual({
      direct: 1,
      community: 0,
      conversations: [{ conversation_id: chat.id, kind: 'direct', unread: 1 }],
    });
    const seen = await ok<Chat>(bo, 'GET', `/messaging/${chat.id}/`);
    expect(seen).toMatchObject({ last_seq: 4, last_read_seq: 3, unread: 1 });
  });

  it('clear on every device of the member when one reads, and never go back', async () => {
    const ana = await member('Ana');
    const phone = await startSession(t.context, ana.id, { ipAddress: '127.0.0.1', userAgent: 'phone' });
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    await sendMany(bo, base, 5);
    expect((await read(ana, base, 3)).direct).toBe(2);
    expect((await unread(phone)).direct).toBe(2);
    expect((await read(phone, base, 1)).direct).toBe(2);
    expect((await read(phone, base, 999)).direct).toBe(0);
    await sendText(t, bo, base);
    // A read mark past the last message did not swallow the next one.
    expect((await unread(ana)).direct).toBe(1);
    expect((await ok<Chat>(ana, 'GET', `${base}/`)).last_read_seq).toBe(5);
  });

  it('leave archived chats out, until a new message brings them back', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    await sendMany(bo, base, 2);
    const archived = await ok<Chat>(ana, 'POST', `${base}/archive/`);
    expect(archived.archived).toBe(true);
    expect((await unread(ana)).direct).toBe(0);
    const active = await ok<ChatPage>(ana, 'GET', '/messaging/');
    expect(active.results.map((one) => one.id)).not.toContain(chat.id);
    const inArchive = await ok<ChatPage>(ana, 'GET', '/messaging/?archived=true');
    expect(inArchive.results.map((one) => one.id)).toEqual([chat.id]);
    await sendText(t, bo, base);
    expect((await unread(ana)).direct).toBe(3);
    expect((await ok<ChatPage>(ana, 'GET', '/messaging/')).results.map((one) => one.id)).toContain(chat.id);
  });

  it("keep an archive of the sender's own making: their message does not bring it back for them", async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const base = `/messaging/${chat.id}`;
    await ok(ana, 'POST', `${base}/archive/`);
    await sendText(t, ana, base);
    expect((await ok<Chat>(ana, 'GET', `${base}/`)).archived).toBe(true);
    await ok(ana, 'POST', `${base}/unarchive/`);
    expect((await ok<Chat>(ana, 'GET', `${base}/`)).archived).toBe(false);
  });

  it('drop a group the member left, and one its creator deleted', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const cy = await member('Cy');
    const left = await startChat(t, ana, [bo, cy]);
    await sendMany(ana, `/messaging/${left.id}`, 2);
    expect((await unread(bo)).direct).toBe(2);
    await call(bo, 'DELETE', `/messaging/${left.id}/`);
    expect((await unread(bo)).direct).toBe(0);
    expect((await unread(cy)).direct).toBe(2);
    await call(ana, 'DELETE', `/messaging/${left.id}/`);
    expect(await unread(cy)).toEqual({ direct: 0, community: 0, conversations: [] });
  });
});

describe('unread counts of channels', () => {
  async function channelWorld() {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner);
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    return { owner, community, insider, base: `/community-channels/${community.main_channel}` };
  }

  it('count in community, start at nothing for a newcomer, and clear when read', async () => {
    const { owner, community, insider, base } = await channelWorld();
    await sendMany(owner, base, 3);
    const summary = await unread(insider);
    expect(summary.community).toBe(3);
    expect(summary.direct).toBe(0);
    expect(summary.conversations).toEqual([{ conversation_id: expect.any(String), kind: 'channel', unread: 3 }]);
    const newcomer = await member('Nia');
    await placeInCommunity(t, community, owner, newcomer, 'member');
    expect((await unread(newcomer)).community).toBe(0);
    expect((await read(insider, base, 3)).community).toBe(0);
  });

  it('leave a muted channel out, and count it again once unmuted', async () => {
    const { owner, insider, base, community } = await channelWorld();
    await sendMany(owner, base, 2);
    await ok(insider, 'POST', `/community-channels/${community.main_channel}/mute/`);
    expect((await unread(insider)).community).toBe(0);
    await ok(insider, 'POST', `/community-channels/${community.main_channel}/unmute/`);
    expect((await unread(insider)).community).toBe(2);
  });

  it('leave out the channels of a community the member left', async () => {
    const { owner, insider, base, community } = await channelWorld();
    await sendMany(owner, base, 2);
    await ok(insider, 'POST', `/communities/${community.id}/leave/`);
    expect((await unread(insider)).community).toBe(0);
  });
});
