import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunity, expectOk, placeInCommunity } from '../../test/community-factories.ts';
import { type ApiCall, createSignedInMember } from '../../test/factories.ts';
import { sendText, startChat } from '../../test/messaging-factories.ts';
import { FakePushService, pushServiceCa, subscribeBrowser, type TestBrowser } from '../../test/push-service.ts';
import { connectSocket, socketsTo } from '../../test/sockets.ts';
import {
  createTestApp,
  startAnotherNode,
  type TestApp,
  type TestNode,
  waitForDeliveries,
} from '../../test/test-app.ts';
import { deliveries } from './deliveries.table.ts';
import { notifications } from './notifications.table.ts';

/**
 * Messages are pushed by a node that starts once the test has sent them: what a burst makes is
 * then queued whole, whatever the machine's speed, before anything is sent.
 */
let t: TestApp;
let pushService: FakePushService;

beforeAll(async () => {
  pushService = new FakePushService();
  await pushService.start();
  t = await createTestApp(
    { WEB_PUSH_SERVICES: '127.0.0.1', MESSAGE_PUSH_DELAY_SECONDS: '1', RATE_LIMIT_MULTIPLIER: '100' },
    { isDelivering: false },
  );
});
afterAll(async () => {
  await t.close();
  await pushService.stop();
});

const socketOf = socketsTo(() => t);

type Member = Awaited<ReturnType<typeof createSignedInMember>>;

const ok = <Body>(...request: ApiCall) => expectOk<Body>(t, ...request);
const member = (firstName: string) => createSignedInMember(t, { firstName, lastName: 'Lima' });

async function browserOf(who: Member) {
  const browser = subscribeBrowser(pushService.endpoint());
  await ok(who, 'POST', '/notifications/add-push-device/', { device_token: browser.deviceToken, device_type: 'web' });
  return browser;
}

/**
 * Starts a node that sends what is queued, lets `meanwhile` act on it, and stops it once every
 * delivery is sent, skipped or failed for good.
 */
async function sendQueued(meanwhile: (sender: TestNode) => Promise<void> = async () => {}) {
  const sender = await startAnotherNode(t, { pushServiceCa });
  try {
    await meanwhile(sender);
    await waitForDeliveries(sender.context);
  } finally {
    await sender.close();
  }
}

/** What the browser was shown, decrypted, oldest first. */
const pushesTo = (browser: TestBrowser) =>
  pushService.pushesTo(browser.subscription.endpoint).map((push) => browser.read(push));

/** The states of the message pushes of `who`'s notification of a conversation. */
async function pushStatesOf(who: Member, conversationId: string) {
  const rows = await t.context.db
    .select({ state: deliveries.state, attempts: deliveries.attempts })
    .from(deliveries)
    .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
    .where(
      and(
        eq(notifications.recipientId, who.id),
        eq(notifications.conversationId, conversationId),
        eq(deliveries.channel, 'push'),
      ),
    );
  return rows;
}

describe('pushing messages', () => {
  it('pushes a chat message to every browser of a member without the app open, none to one with it open', async () => {
    const [ana, ben, cy] = [await member('Ana'), await member('Ben'), await member('Cy')];
    const [laptop, phone, bensBrowser] = [await browserOf(cy), await browserOf(cy), await browserOf(ben)];
    await socketOf(ben);
    const chat = await startChat(t, ana, [ben, cy], 'Lisbon trip');
    await sendText(t, ana, `/messaging/${chat.id}`);
    await sendQueued();

    const expected = {
      title: '1 new message from Ana Lima',
      body: 'Open Here & There to read it.',
      route: `/inbox/view/${chat.id}`,
      tag: `conversation:${chat.id}`,
    };
    expect(pushesTo(laptop)).toEqual([expected]);
    expect(pushesTo(phone)).toEqual([expected]);
    expect(pushesTo(bensBrowser)).toEqual([]);
    expect(await pushStatesOf(ben, chat.id)).toEqual([]);
  });

  it('collapses a burst into one push per conversation that counts it, tagged with the conversation', async () => {
    const [ana, ben, cy] = [await member('Ana'), await member('Ben'), await member('Cy')];
    const browser = await browserOf(ben);
    const direct = await startChat(t, ana, [ben]);
    const group = await startChat(t, cy, [ana, ben], 'Lisbon trip');
    for (let i = 0; i < 3; i++) await sendText(t, ana, `/messaging/${direct.id}`);
    await sendText(t, ana, `/messaging/${group.id}`);
    await sendText(t, cy, `/messaging/${group.id}`);
    await sendQueued();

    const pushes = pushesTo(browser);
    expect(pushes).toHaveLength(2);
    expect(pushes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: '3 new messages from Ana Lima', tag: `conversation:${direct.id}` }),
        expect.objectContaining({
          title: '2 new messages in Lisbon trip',
          body: 'Open Here & There to read them.',
          route: `/inbox/view/${group.id}`,
          tag: `conversation:${group.id}`,
        }),
      ]),
    );
  });

  it('pushes nothing of messages read before the push goes out, and tells of what came since', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const browser = await browserOf(ben);
    const chat = await startChat(t, ana, [ben]);
    const message = await sendText(t, ana, `/messaging/${chat.id}`);
    await ok(ben, 'POST', `/messaging/${chat.id}/read/`, { seq: message.seq });
    await sendQueued();
    expect(pushesTo(browser)).toEqual([]);
    expect(await pushStatesOf(ben, chat.id)).toEqual([{ state: 'skipped', attempts: 1 }]);

    // A later stretch: the next message is pushed, counting only what is unread.
    t.clock.advance(2000);
    await sendText(t, ana, `/messaging/${chat.id}`);
    await sendQueued();
    expect(pushesTo(browser)).toEqual([expect.objectContaining({ title: '1 new message from Ana Lima' })]);
  });

  it('pushes nothing to a member who opened the app before the push went out', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const browser = await browserOf(ben);
    const chat = await startChat(t, ana, [ben]);
    await sendText(t, ana, `/messaging/${chat.id}`);
    await sendQueued(async (sender) => {
      const url = await sender.app.listen({ host: '127.0.0.1', port: 0 });
      // Open on the node that sends: without Redis, nodes do not see each other's sockets.
      const socket = await connectSocket(url, { token: ben.token });
      await waitForDeliveries(sender.context);
      socket.close();
    });
    expect(pushesTo(browser)).toEqual([]);
    expect(await pushStatesOf(ben, chat.id)).toEqual([{ state: 'skipped', attempts: 1 }]);
  });

  it('pushes nothing to a member who turned off pushes of messages', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const browser = await browserOf(ben);
    await ok(ben, 'PUT', `/users/${ben.id}/`, { notification_preferences: { topics: { messages: { push: false } } } });
    const chat = await startChat(t, ana, [ben]);
    await sendText(t, ana, `/messaging/${chat.id}`);
    await sendQueued();
    expect(pushesTo(browser)).toEqual([]);
  });

  it("pushes a channel's messages to its members away, naming the community, none to one who muted it", async () => {
    const olga = await member('Olga');
    const community = await createCommunity(t, olga, { name: 'Surfers of Porto' });
    const [ines, mo] = [await member('Ines'), await member('Mo')];
    for (const insider of [ines, mo]) await placeInCommunity(t, community, olga, insider, 'member');
    const [inesBrowser, mosBrowser] = [await browserOf(ines), await browserOf(mo)];
    await ok(mo, 'POST', `/community-channels/${community.main_channel}/mute/`);
    for (let i = 0; i < 5; i++) await sendText(t, olga, `/community-channels/${community.main_channel}`);
    await sendQueued();

    expect(pushesTo(inesBrowser)).toEqual([
      expect.objectContaining({
        title: '5 new messages in Surfers of Porto',
        route: `/communities/${community.id}/general`,
      }),
    ]);
    expect(pushesTo(mosBrowser)).toEqual([]);
  });

  it('pushes when the nodes cannot say who is online, asking again at each try', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const browser = await browserOf(ben);
    const chat = await startChat(t, ana, [ben]);
    const unanswered = () => Promise.reject(new Error('timeout reached while waiting for fetchSockets response'));
    const asked = t.context.realtime.membersOnline;
    t.context.realtime.membersOnline = unanswered;
    try {
      await sendText(t, ana, `/messaging/${chat.id}`);
    } finally {
      t.context.realtime.membersOnline = asked;
    }
    await sendQueued(async (sender) => {
      const { realtime } = sender.context;
      const askedBySender = realtime.membersOnline;
      realtime.membersOnline = () => {
        realtime.membersOnline = askedBySender;
        return unanswered();
      };
    });
    expect(pushesTo(browser)).toEqual([expect.objectContaining({ title: '1 new message from Ana Lima' })]);
    expect(await pushStatesOf(ben, chat.id)).toEqual([{ state: 'sent', attempts: 2 }]);
  });

  it('sends a push once, through a retry and a message told of twice', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const browser = await browserOf(ben);
    pushService.answerNext(browser.subscription.endpoint, 503);
    const chat = await startChat(t, ana, [ben]);
    const message = await sendText(t, ana, `/messaging/${chat.id}`);
    const sent = {
      conversationId: chat.id,
      kind: 'direct' as const,
      channelId: null,
      communityId: null,
      authorId: ana.id,
      seq: message.seq,
    };
    await t.context.events.publish('message.sent', sent);
    await sendQueued();
    await t.context.events.publish('message.sent', sent);
    await sendQueued();

    // The push service refused the first try and took the second; nothing came after.
    const pushes = pushesTo(browser);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({ title: '1 new message from Ana Lima' });
    expect(await pushStatesOf(ben, chat.id)).toEqual([{ state: 'sent', attempts: 2 }]);
  });
});
