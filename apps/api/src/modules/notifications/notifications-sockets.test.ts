import type { Connection, NotificationsPage } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/community-factories.ts';
import { callApi, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { settle, socketsTo, type TestSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(() => t.close());
const connect = socketsTo(() => t);

const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Test' });
type Member = Awaited<ReturnType<typeof member>>;

const notificationIdsOf = async (caller: Member) =>
  (await expectOk<NotificationsPage>(t, caller, 'GET', '/notifications/')).results.map((item) => item.id);

/** How many times a socket was told of the notification `id`. */
const toldOf = (socket: TestSocket, id: string) =>
  socket.received('notification.created').filter((event) => event.id === id).length;

// The app refreshes its notifications list and badges when told, rather than at its next refetch.
describe('new notifications on the socket', () => {
  it("reach every socket of the member asked to connect, by the list's id, and no one else's", async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const [anaSocket, boPhone, boLaptop] = await Promise.all([connect(ana), connect(bo), connect(bo)]);
    const asked = await callApi(t, ana, 'POST', '/connections/', { receiver: bo.id, type: 'general' });
    expect(asked.statusCode, asked.body).toBe(201);

    const [onPhone, onLaptop] = await Promise.all([
      boPhone.next('notification.created'),
      boLaptop.next('notification.created'),
    ]);
    expect(onLaptop).toEqual(onPhone);
    expect(await notificationIdsOf(bo)).toEqual([onPhone.id]);
    await settle(t.context.realtime, ana, anaSocket);
    expect(toldOf(anaSocket, onPhone.id)).toBe(0);
  });

  /** Ana, both on the socket, asks Bo to connect: Bo is told of the request. */
  async function anaAsksBo() {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const [anaSocket, boSocket] = await Promise.all([connect(ana), connect(bo)]);
    const asked = await expectOk<Connection>(t, ana, 'POST', '/connections/', { receiver: bo.id, type: 'general' });
    const { id } = await boSocket.next('notification.created');
    return { ana, bo, anaSocket, boSocket, asked, id };
  }

  it('tell the member who accepts a request that its notification changed once it is read, and no one else', async () => {
    const { ana, bo, anaSocket, boSocket, asked, id } = await anaAsksBo();

    await expectOk(t, bo, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: 'general' });
    // Marked read after the answer, by the notifications' own subscriber: the screen that loaded
    // the list again on the answer learns of it here.
    expect(await boSocket.next('notification.changed')).toEqual({ id });
    const [request] = (await expectOk<NotificationsPage>(t, bo, 'GET', '/notifications/')).results;
    expect(request).toMatchObject({ id, read_at: expect.any(String) });
    await settle(t.context.realtime, ana, anaSocket);
    expect(anaSocket.received('notification.changed')).toEqual([]);
  });

  it('tell no one when a request already read is answered: nothing changed', async () => {
    const { bo, anaSocket, boSocket, asked, id } = await anaAsksBo();
    await expectOk(t, bo, 'PUT', `/notifications/${id}/`, { read_at: new Date().toISOString() });

    await expectOk(t, bo, 'PUT', `/connections/${asked.id}/`, { status: 'active', type: 'general' });
    // Ana hears she was accepted once the subscriber that would have marked Bo's request is done.
    await anaSocket.next('notification.created');
    await settle(t.context.realtime, bo, boSocket);
    expect(boSocket.received('notification.changed')).toEqual([]);
  });

  it('tell of a direct message once while its notification is unread, and again once it was read', async () => {
    const ana = await member('Ana');
    const bo = await member('Bo');
    const chat = await startChat(t, ana, [bo]);
    const boSocket = await connect(bo);

    await sendText(t, ana, `/messaging/${chat.id}`);
    const { id } = await boSocket.next('notification.created');
    expect(await notificationIdsOf(bo)).toEqual([id]);
    // A message's notifications are written before its answer (`EventBus.publish` waits for them).
    await sendText(t, ana, `/messaging/${chat.id}`);
    await settle(t.context.realtime, bo, boSocket);
    expect(toldOf(boSocket, id)).toBe(1);

    await expectOk(t, bo, 'PUT', `/notifications/${id}/`, { read_at: new Date().toISOString() });
    await sendText(t, ana, `/messaging/${chat.id}`);
    await settle(t.context.realtime, bo, boSocket);
    expect(toldOf(boSocket, id)).toBe(2);
  });
});
