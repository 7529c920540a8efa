import { randomUUID } from 'node:crypto';
import type { Chat, ChatMessage, Community } from '@here-and-there/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel, createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connections } from '../connections/connections.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });
type Caller = Awaited<ReturnType<typeof member>>;

/** What a caller tries in a conversation, each on a message of their own where one is needed. */
const actions = ['view', 'read', 'post', 'edit', 'delete', 'read-mark'] as const;
type Action = (typeof actions)[number];

/**
 * Tries `action` in the conversation at `base` (a chat's also answers `view`) as `caller`, whose own
 * message `ownMessage` is there when they wrote one. Answers the status and code.
 */
async function attempt(caller: Caller | null, base: string, action: Action, ownMessage: ChatMessage | null) {
  const messageId = ownMessage?.id ?? randomUUID();
  const requests: Record<Action, ApiCall> = {
    view: [caller, 'GET', `${base}/`],
    read: [caller, 'GET', `${base}/messages/`],
    post: [caller, 'POST', `${base}/messages/`, { text: 'hi', client_msg_id: randomUUID() }],
    edit: [caller, 'PUT', `${base}/messages/${messageId}/`, { text: 'changed' }],
    delete: [caller, 'DELETE', `${base}/messages/${messageId}/`],
    'read-mark': [caller, 'POST', `${base}/read/`, { seq: 1 }],
  };
  const response = await call(...requests[action]);
  return response.statusCode < 300 ? 'ok' : `${response.statusCode} ${response.json().code}`;
}

type Expectation = 'ok' | string;

/** Runs every action for a caller and compares all at once, so a failure shows the whole row. */
async function expectRow(
  caller: Caller | null,
  base: string,
  ownMessage: ChatMessage | null,
  expected: Partial<Record<Action, Expectation>>,
) {
  const seen: Partial<Record<Action, string>> = {};
  for (const action of Object.keys(expected) as Action[]) {
    // Edit before delete: the delete takes the message away.
    seen[action] = await attempt(caller, base, action, ownMessage);
  }
  expect(seen).toEqual(expected);
}

const everything = (outcome: Expectation) =>
  Object.fromEntries(actions.map((action) => [action, outcome])) as Record<Action, Expectation>;
const readOnly = {
  view: 'ok',
  read: 'ok',
  post: '403 chat.read_only',
  edit: '403 chat.read_only',
  delete: '403 chat.read_only',
  'read-mark': 'ok',
};

async function removeConnection(a: { id: string }, b: { id: string }) {
  await t.context.db
    .delete(connections)
    .where(
      or(
        and(eq(connections.memberId, a.id), eq(connections.otherId, b.id)),
        and(eq(connections.memberId, b.id), eq(connections.otherId, a.id)),
      ),
    );
}

/** A direct chat where each member wrote a message. */
async function directChat() {
  const ana = await member('Ana');
  const bo = await member('Bo');
  const chat = await startChat(t, ana, [bo]);
  const base = `/messaging/${chat.id}`;
  const anaMessage = await sendText(t, ana, base);
  const boMessage = await sendText(t, bo, base);
  return { ana, bo, chat, base, anaMessage, boMessage };
}

describe('a direct chat', () => {
  it('lets both its members do everything', async () => {
    const { ana, bo, base, anaMessage, boMessage } = await directChat();
    await expectRow(ana, base, anaMessage, everything('ok'));
    await expectRow(bo, base, boMessage, everything('ok'));
  });

  it('is not there for anyone else, and asks a visitor to sign in', async () => {
    const { base } = await directChat();
    await expectRow(await member('Cy'), base, null, everything('404 chat.not_found'));
    await expectRow(null, base, null, everything('401 unauthenticated'));
  });

  for (const blocker of ['ana', 'bo'] as const) {
    it(`turns read-only for both at once when ${blocker} blocks the other`, async () => {
      const { ana, bo, base, anaMessage, boMessage } = await directChat();
      const [by, whom] = blocker === 'ana' ? [ana, bo] : [bo, ana];
      await ok(by, 'POST', '/connections/', { receiver: whom.id, type: 'block' });
      await expectRow(ana, base, anaMessage, readOnly);
      await expectRow(bo, base, boMessage, readOnly);
      const chat = await ok<Chat>(ana, 'GET', `${base}/`);
      expect(chat.abilities.post).toBe(false);
    });
  }

  it('turns read-only once the connection is removed', async () => {
    const { ana, bo, base, anaMessage, boMessage } = await directChat();
    await removeConnection(ana, bo);
    await expectRow(ana, base, anaMessage, readOnly);
    await expectRow(bo, base, boMessage, readOnly);
  });

  it('is gone for a member who left it until the other writes again', async () => {
    const { ana, bo, base, anaMessage, boMessage } = await directChat();
    expect((await call(ana, 'DELETE', `${base}/`)).statusCode).toBe(204);
    await expectRow(ana, base, anaMessage, everything('404 chat.not_found'));
    await expectRow(bo, base, boMessage, everything('ok'));
    await sendText(t, bo, base);
    await expectRow(ana, base, null, { view: 'ok', read: 'ok' });
  });

  it("refuses a member's edit and deletion of the other's message", async () => {
    const { ana, base, boMessage } = await directChat();
    await expectRow(ana, base, boMessage, { edit: '403 message.not_author', delete: '403 message.not_author' });
  });

  it('cannot be started without an active general or close connection, nor with oneself', async () => {
    const ana = await member('Ana');
    const stranger = await member('Cy');
    const refused = await call(ana, 'POST', '/messaging/', { users: [stranger.id] });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'chat.needs_connection']);
    const self = await call(ana, 'POST', '/messaging/', { users: [ana.id] });
    expect([self.statusCode, self.json().code]).toEqual([400, 'chat.with_self']);
  });
});

describe('a group chat', () => {
  async function groupChat() {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const cy = await member('Cy');
    const chat = await startChat(t, ana, [bo, cy], 'Lisbon trip');
    const base = `/messaging/${chat.id}`;
    return { ana, bo, cy, chat, base, boMessage: await sendText(t, bo, base) };
  }

  it('lets its members do everything and hides it from others', async () => {
    const { bo, base, boMessage } = await groupChat();
    await expectRow(bo, base, boMessage, everything('ok'));
    await expectRow(await member('Dee'), base, null, everything('404 chat.not_found'));
    await expectRow(null, base, null, everything('401 unauthenticated'));
  });

  it('stays open to members between whom a block stands: the block reads only direct chats', async () => {
    const { bo, cy, base, boMessage } = await groupChat();
    await ok(cy, 'POST', '/connections/', { receiver: bo.id, type: 'block' });
    await expectRow(bo, base, boMessage, { post: 'ok', edit: 'ok' });
  });

  it('is gone for a member who left it', async () => {
    const { bo, base, boMessage } = await groupChat();
    expect((await call(bo, 'DELETE', `${base}/`)).statusCode).toBe(204);
    await expectRow(bo, base, boMessage, everything('404 chat.not_found'));
  });

  it('is gone for everyone once its creator deletes it', async () => {
    const { ana, bo, base, boMessage } = await groupChat();
    expect((await call(ana, 'DELETE', `${base}/`)).statusCode).toBe(204);
    await expectRow(ana, base, null, everything('404 chat.not_found'));
    await expectRow(bo, base, boMessage, everything('404 chat.not_found'));
  });

  it('is renamed and its members changed by its creator only, who stays in it', async () => {
    const { ana, bo, cy, base } = await groupChat();
    const dee = await member('Dee');
    expect((await call(bo, 'PUT', `${base}/`, { name: 'Mine' })).json().code).toBe('forbidden');
    const notConnected = await call(ana, 'PUT', `${base}/`, { users: [bo.id, dee.id] });
    expect(notConnected.json().code).toBe('chat.needs_connection');
    const empty = await call(ana, 'PUT', `${base}/`, { users: [] });
    expect(empty.json()).toMatchObject({ code: 'validation_failed', fields: { users: expect.any(Array) } });
    const withCreator = await call(ana, 'PUT', `${base}/`, { users: [ana.id, bo.id] });
    expect(withCreator.statusCode).toBe(400);
    const changed = await ok<Chat>(ana, 'PUT', `${base}/`, { name: 'Porto trip', users: [cy.id] });
    expect(changed.name).toBe('Porto trip');
    expect(changed.users.map((user) => user.id)).toEqual([cy.id]);
    await expectRow(bo, base, null, { view: '404 chat.not_found' });
  });
});

describe("a channel's conversation", () => {
  async function channelWorld({ isPrivateCommunity = false } = {}) {
    const owner = await member('Olga');
    const community = await createCommunity(t, owner, { private: isPrivateCommunity });
    const insider = await member('Ines');
    await placeInCommunity(t, community, owner, insider, 'member');
    const base = `/community-channels/${community.main_channel}`;
    const insiderMessage = await sendText(t, insider, base);
    return { owner, community, insider, base, insiderMessage };
  }

  it('lets the members of the channel read and post, and no one else', async () => {
    const { insider, base, insiderMessage } = await channelWorld();
    const { view: _, ...messageActions } = everything('ok');
    await expectRow(insider, base, insiderMessage, messageActions);
    const outsider = await member('Otto');
    const { view: __, ...refused } = everything('404 chat.not_found');
    await expectRow(outsider, base, null, refused);
    const { view: ___, ...signIn } = everything('401 unauthenticated');
    await expectRow(null, base, null, signIn);
  });

  it("tells an outsider of a private community that they are not in it, and a stranger's channel id is not found", async () => {
    const { base } = await channelWorld({ isPrivateCommunity: true });
    expect(await attempt(await member('Otto'), base, 'read', null)).toBe('403 community.not_member');
    expect(await attempt(await member('Otto'), `/community-channels/${randomUUID()}`, 'read', null)).toBe(
      '404 channel.not_found',
    );
  });

  it('keeps a private channel to its members, even inside the community', async () => {
    const { owner, community, insider } = await channelWorld();
    const channel = await createChannel(t, owner, community as Community, { private: true });
    const base = `/community-channels/${channel.id}`;
    await sendText(t, owner, base);
    expect(await attempt(insider, base, 'read', null)).toBe('404 chat.not_found');
  });

  it('closes to a member who left the community, at once', async () => {
    const { community, insider, base, insiderMessage } = await channelWorld();
    await ok(insider, 'POST', `/communities/${community.id}/leave/`);
    const { view: _, ...refused } = everything('404 chat.not_found');
    await expectRow(insider, base, insiderMessage, refused);
  });

  it('appears as a chat from messaging/{id}/ to its members only', async () => {
    const { owner, insider, base, insiderMessage } = await channelWorld();
    const chat = await ok<Chat>(insider, 'GET', `/messaging/${insiderMessage.conversation_id}/`);
    expect(chat).toMatchObject({ kind: 'channel', channel: base.split('/')[2], last_seq: 1 });
    expect(chat.abilities).toEqual({ post: true, edit: false, delete: false, leave: false, archive: false });
    await ok(owner, 'GET', `/messaging/${insiderMessage.conversation_id}/messages/`);
    expect(await attempt(await member('Otto'), `/messaging/${insiderMessage.conversation_id}`, 'view', null)).toBe(
      '404 chat.not_found',
    );
  });
});
