import { randomUUID } from 'node:crypto';
import type { Chat, ChatPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk } from '../../test/community-factories.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { befriend, sendText, startChat } from '../../test/messaging-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });

describe('starting a chat', () => {
  it('finds a direct chat again, whoever starts it: 201 the first time, 200 after', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    await befriend(t, ana, bo);
    const first = await call(ana, 'POST', '/messaging/', { users: [bo.id] });
    expect(first.statusCode).toBe(201);
    const again = await call(bo, 'POST', '/messaging/', { users: [ana.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json<Chat>().id).toBe(first.json<Chat>().id);
    expect(first.json()).toMatchObject({
      kind: 'direct',
      name: null,
      creator: ana.id,
      users: [expect.objectContaining({ id: bo.id, first_name: 'Bo' })],
      last_message: null,
      last_seq: 0,
      unread: 0,
      muted: false,
      archived: false,
      abilities: { post: true, edit: false, delete: false, leave: true, archive: true },
    });
  });

  it('makes a named group of several members, its creator able to edit and delete it', async () => {
    const ana = await member('Ana');
    const [bo, cy] = [await member('Bo'), await member('Cy')];
    const group = await startChat(t, ana, [bo, cy], 'Lisbon trip');
    expect(group).toMatchObject({ kind: 'group', name: 'Lisbon trip', creator: ana.id });
    expect(group.users.map((user) => user.id).sort()).toEqual([bo.id, cy.id].sort());
    expect(group.abilities).toEqual({ post: true, edit: true, delete: true, leave: false, archive: true });
    const seenByBo = await ok<Chat>(bo, 'GET', `/messaging/${group.id}/`);
    expect(seenByBo.abilities).toEqual({ post: true, edit: false, delete: false, leave: true, archive: true });
    expect(seenByBo.users.map((user) => user.id).sort()).toEqual([ana.id, cy.id].sort());
  });

  it('refuses an unknown member as one without a connection', async () => {
    const ana = await member('Ana');
    const response = await call(ana, 'POST', '/messaging/', { users: [randomUUID()] });
    expect(response.json().code).toBe('chat.needs_connection');
  });
});

describe("the member's chats", () => {
  it('lists direct and group chats with their last message, the latest first, never channels', async () => {
    const ana = await member('Ana');
    const [bo, cy, dee] = [await member('Bo'), await member('Cy'), await member('Dee')];
    const withBo = await startChat(t, ana, [bo]);
    const group = await startChat(t, ana, [cy, dee]);
    // Ana posts in her community's general channel and reads it: her read state there is no chat.
    const general = `/community-channels/${(await createCommunity(t, ana)).main_channel}`;
    const posted = await sendText(t, ana, general, 'hello, hikers');
    await ok(ana, 'POST', `${general}/read/`, { seq: posted.seq });
    await sendText(t, bo, `/messaging/${withBo.id}`, 'first');
    t.clock.advance(1000);
    await sendText(t, cy, `/messaging/${group.id}`, 'second');
    t.clock.advance(1000);
    await sendText(t, bo, `/messaging/${withBo.id}`, 'third');
    const page = await ok<ChatPage>(ana, 'GET', '/messaging/');
    expect(page.count).toBe(2);
    expect(page.results.map((chat) => [chat.id, chat.last_message?.text, chat.unread])).toEqual([
      [withBo.id, 'third', 2],
      [group.id, 'second', 1],
    ]);
    expect(page.results[0]!.last_message?.author?.id).toBe(bo.id);
    const firstPage = await ok<ChatPage>(ana, 'GET', '/messaging/?limit=1');
    expect(firstPage.results.map((chat) => chat.id)).toEqual([withBo.id]);
    expect(firstPage.next).toContain('offset=1');
  });
});
