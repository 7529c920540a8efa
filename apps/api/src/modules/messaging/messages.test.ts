import { randomUUID } from 'node:crypto';
import type { Chat } from '@here-and-there/contracts';
import { type ChatMessage, type MessagePage, messages, messagingLimits } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/community-factories.ts';
import { type ApiCall, callApi, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());

const call = (...request: ApiCall) => callApi(t, ...request);
const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });

async function directChat() {
  const ana = await member('Ana');
  const bo = await member('Bo');
  const chat = await startChat(t, ana, [bo]);
  return { ana, bo, chat, base: `/messaging/${chat.id}` };
}

describe('the message log', () => {
  it('numbers 20 messages sent at once 1 to 20, without a gap', async () => {
    const { ana, bo, base } = await directChat();
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) => sendText(t, index % 2 ? bo : ana, base, `message ${index}`)),
    );
    expect(sent.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const page = await ok<MessagePage>(ana, 'GET', `${base}/messages/?after=0&limit=50`);
    expect(page.count).toBe(20);
    expect(page.results.map((message) => message.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('stores a retried send once: 201 the first time, 200 with the same message after', async () => {
    const { ana, base } = await directChat();
    const body = { text: 'Lunch tomorrow?', client_msg_id: randomUUID() };
    const first = await call(ana, 'POST', `${base}/messages/`, body);
    const again = await call(ana, 'POST', `${base}/messages/`, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const page = await ok<MessagePage>(ana, 'GET', `${base}/messages/`);
    expect(page.results).toHaveLength(1);
    expect(page.count).toBe(1);
  });

  it('stores once a send retried while the first is still on its way', async () => {
    const { ana, base } = await directChat();
    const body = { text: 'On my way', client_msg_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(ana, 'POST', `${base}/messages/`, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<ChatMessage>().id)).size).toBe(1);
    const page = await ok<MessagePage>(ana, 'GET', `${base}/messages/?after=0`);
    expect(page.results.map((message) => message.seq)).toEqual([1]);
  });

  it('refuses a key already used in another chat, and stores nothing there', async () => {
    const { ana, base } = await directChat();
    const other = await startChat(t, ana, [await member('Cy')]);
    const body = { text: 'Lunch tomorrow?', client_msg_id: randomUUID() };
    expect((await call(ana, 'POST', `${base}/messages/`, body)).statusCode).toBe(201);
    const reused = await call(ana, 'POST', `/messaging/${other.id}/messages/`, body);
    expect(reused.statusCode).toBe(409);
    const page = await ok<MessagePage>(ana, 'GET', `/messaging/${other.id}/messages/`);
    expect(page).toMatchObject({ count: 0, results: [] });
    expect((await sendText(t, ana, `/messaging/${other.id}`, 'Next')).seq).toBe(1);
  });

  it("answers a message with its author, its text and the sender's key", async () => {
    const { ana, chat, base } = await directChat();
    const clientMsgId = randomUUID();
    const answer = await call(ana, 'POST', `${base}/messages/`, { text: '  Hi there  ', client_msg_id: clientMsgId });
    expect(answer.json()).toMatchObject({
      conversation_id: chat.id,
      seq: 1,
      author: { id: ana.id, first_name: 'Ana' },
      text: 'Hi there',
      client_msg_id: clientMsgId,
      edited_at: null,
      deleted_at: null,
    });
  });

  it('pages newest first with before, and ascending with after, each with a next link', async () => {
    const { ana, base } = await directChat();
    for (let index = 0; index < 7; index++) await sendText(t, ana, base, `m${index + 1}`);
    const newest = await ok<MessagePage>(ana, 'GET', `${base}/messages/?limit=3`);
    expect(newest.results.map((message) => message.seq)).toEqual([7, 6, 5]);
    expect(newest.next).toContain('before=5');
    const older = await ok<MessagePage>(ana, 'GET', `${base}/messages/?limit=3&before=5`);
    expect(older.results.map((message) => message.seq)).toEqual([4, 3, 2]);
    const oldest = await ok<MessagePage>(ana, 'GET', `${base}/messages/?limit=3&before=2`);
    expect(oldest.results.map((message) => message.seq)).toEqual([1]);
    expect(oldest.next).toBeNull();
    const after = await ok<MessagePage>(ana, 'GET', `${base}/messages/?limit=3&after=2`);
    expect(after.results.map((message) => message.seq)).toEqual([3, 4, 5]);
    expect(after.next).toContain('after=5');
    const rest = await ok<MessagePage>(ana, 'GET', `${base}/messages/?limit=3&after=5`);
    expect(rest.results.map((message) => message.seq)).toEqual([6, 7]);
    expect(rest.next).toBeNull();
  });

  it('shows an edited message as edited and a deleted one without text, keeping its seq', async () => {
    const { ana, bo, base } = await directChat();
    const first = await sendText(t, ana, base, 'Se you at 8');
    await sendText(t, bo, base, 'ok');
    const edited = await ok<ChatMessage>(ana, 'PUT', `${base}/messages/${first.id}/`, { text: 'See you at 8' });
    expect(edited).toMatchObject({ id: first.id, seq: 1, text: 'See you at 8', deleted_at: null });
    expect(edited.edited_at).not.toBeNull();
    expect((await call(ana, 'DELETE', `${base}/messages/${first.id}/`)).statusCode).toBe(204);
    const page = await ok<MessagePage>(bo, 'GET', `${base}/messages/?after=0`);
    expect(page.results.map((message) => [message.seq, message.text])).toEqual([
      [1, null],
      [2, 'ok'],
    ]);
    expect(page.results[0]!.deleted_at).not.toBeNull();
    expect((await call(ana, 'PUT', `${base}/messages/${first.id}/`, { text: 'back' })).json()).toMatchObject({
      code: 'message.not_found',
    });
  });

  it(`takes ${messagingLimits.textMaxLength} characters and refuses one more, or none`, async () => {
    const { ana, base } = await directChat();
    const longest = 'a'.repeat(messagingLimits.textMaxLength);
    expect((await sendText(t, ana, base, longest)).text).toBe(longest);
    const tooLong = await call(ana, 'POST', `${base}/messages/`, { text: `${longest}a`, client_msg_id: randomUUID() });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_failed',
      fields: { text: [messages.maxLength(messagingLimits.textMaxLength)] },
    });
    const blank = await call(ana, 'POST', `${base}/messages/`, { text: '   ', client_msg_id: randomUUID() });
    expect(blank.json()).toMatchObject({ code: 'validation_failed', fields: { text: [messages.required] } });
    const controlKey = await call(ana, 'POST', `${base}/messages/`, { text: 'hi', client_msg_id: 'a\u0000b' });
    expect(controlKey.json()).toMatchObject({
      code: 'validation_failed',
      fields: { client_msg_id: expect.any(Array) },
    });
    const noKey = await call(ana, 'POST', `${base}/messages/`, { text: 'hi' });
    expect(noKey.json()).toMatchObject({ code: 'validation_failed', fields: { client_msg_id: expect.any(Array) } });
  });

  it('keeps the messages of a deleted account, with no author', async () => {
    const { ana, bo, base } = await directChat();
    await sendText(t, bo, base, 'Bye everyone');
    await sendText(t, ana, base, 'Bye Bo');
    expect((await call(bo, 'DELETE', '/users/me/')).statusCode).toBe(204);
    const page = await ok<MessagePage>(ana, 'GET', `${base}/messages/?after=0`);
    expect(page.results.map((message) => [message.text, message.author?.id ?? null])).toEqual([
      ['Bye everyone', null],
      ['Bye Bo', ana.id],
    ]);
  });

  it("passes a deleted creator's group to its longest-standing member", async () => {
    const ana = await member('Ana');
    const [bo, cy] = [await member('Bo'), await member('Cy')];
    const group = await startChat(t, ana, [bo, cy]);
    expect((await call(ana, 'DELETE', '/users/me/')).statusCode).toBe(204);
    const seen = await ok<Chat>(bo, 'GET', `/messaging/${group.id}/`);
    expect([bo.id, cy.id]).toContain(seen.creator);
    const creator = seen.creator === bo.id ? bo : cy;
    expect((await ok<Chat>(creator, 'GET', `/messaging/${group.id}/`)).abilities.edit).toBe(true);
  });
});
