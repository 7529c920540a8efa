import type { ChatMessage, MessageEvent } from '@here-and-there/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../modules/identity/identity.table.ts';
import { createCommunity, placeInCommunity } from '../test/community-factories.ts';
import { bearer, createSignedInMember } from '../test/factories.ts';
import { sendText, startChat } from '../test/messaging-factories.ts';
import { connectSocket, messagesAfter, settle, type TestSocket } from '../test/sockets.ts';
import { createTestApp, startAnotherNode, type TestApp, type TestNode } from '../test/test-app.ts';

/**
 * Two API processes on one database, as behind a load balancer: what one node sends reaches the
 * sockets the other holds, through Redis. CI's second pass runs these with REDIS_URL set.
 */
describe.skipIf(!process.env.REDIS_URL)('the real-time bus across nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestNode;
  let urlA: string;
  let urlB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    nodeB = await startAnotherNode(nodeA);
    urlA = await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
    urlB = await nodeB.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB.close();
    await nodeA.close();
  });

  type Member = Awaited<ReturnType<typeof createSignedInMember>>;

  async function connectTo(url: string, member: Member) {
    const socket = await connectSocket(url, { token: member.token });
    sockets.push(socket);
    return socket;
  }

  const settleOnB = (member: Member, socket: TestSocket) => settle(nodeA.context.realtime, member, socket);

  const changedChats = (socket: TestSocket) => socket.received('chat.changed').map((event) => event.conversation_id);

  it('delivers what node A sends a member to their socket on node B', async () => {
    const ana = await createSignedInMember(nodeA);
    const socket = await connectTo(urlB, ana);
    nodeA.context.realtime.toMembers([ana.id], 'chat.changed', { conversation_id: 'c1' });
    expect(await socket.next('chat.changed')).toEqual({ conversation_id: 'c1' });
  });

  it('has a node that closed tell no one, through a Redis connection it quit', async () => {
    const closing = await startAnotherNode(nodeA);
    await closing.close();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // A job finishing as its node shuts down tells the members of what it made.
      closing.context.realtime.toMembers([crypto.randomUUID()], 'chat.changed', { conversation_id: 'c1' });
      closing.context.realtime.joinRoom([crypto.randomUUID()], 'room');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });

  it('tells node A which members have a socket open on node B', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const socket = await connectTo(urlB, ana);
    expect(await nodeA.context.realtime.membersOnline([ana.id, ben.id])).toEqual(new Set([ana.id]));
    socket.close();
    await expect.poll(() => nodeA.context.realtime.membersOnline([ana.id])).toEqual(new Set());
  });

  it('joins and leaves rooms on both nodes when node A says so, in the order it says so', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const anaSocket = await connectTo(urlB, ana);
    const benSocket = await connectTo(urlA, ben);
    const room = `conversation:${crypto.randomUUID()}`;
    const bus = nodeA.context.realtime;

    bus.joinRoom([ana.id, ben.id], room);
    bus.toRoom(room, { exceptMemberId: ana.id }, 'chat.changed', { conversation_id: 'ana-skipped' });
    bus.toRoom(room, {}, 'chat.changed', { conversation_id: 'to-both' });
    bus.leaveRoom([ben.id], room);
    bus.toRoom(room, {}, 'chat.changed', { conversation_id: 'after-ben-left' });
    await settleOnB(ana, anaSocket);
    await settleOnB(ben, benSocket);

    expect(changedChats(anaSocket)).toEqual(['to-both', 'after-ben-left']);
    expect(changedChats(benSocket)).toEqual(['ana-skipped', 'to-both']);
  });

  it('takes on node B a room joined through node A while node B still prepares the socket', async () => {
    const ana = await createSignedInMember(nodeA);
    const room = `conversation:${crypto.randomUUID()}`;
    let release = () => {};
    const preparing = new Promise<void>((reached) => {
      nodeB.context.realtime.onConnection(async (socket) => {
        if (socket.memberId !== ana.id) return;
        reached();
        await new Promise<void>((resolve) => (release = resolve));
      });
    });
    const connecting = connectTo(urlB, ana);
    await preparing;
    nodeA.context.realtime.joinRoom([ana.id], room);
    // Redis relays within milliseconds; node B must have applied the join before the socket is ready.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    release();
    const socket = await connecting;

    nodeA.context.realtime.toRoom(room, {}, 'chat.changed', { conversation_id: 'joined' });
    expect(await socket.next('chat.changed')).toEqual({ conversation_id: 'joined' });
  });

  it('closes a session’s sockets on node B when node A ends it', async () => {
    const ana = await createSignedInMember(nodeA);
    const socket = await connectTo(urlB, ana);
    const [session] = await nodeA.context.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.token, ana.token));
    nodeA.context.realtime.disconnectSession(session!.id);
    expect(await socket.disconnected()).toBe('io server disconnect');
  });

  /** Every message a member holds of a conversation, by seq, from any of their sockets and catch-ups. */
  function heldBySeq(conversationId: string, sockets: readonly TestSocket[], caughtUp: readonly ChatMessage[]) {
    const events = sockets.flatMap((socket) =>
      socket.received('message.created').filter((event) => event.conversation_id === conversationId),
    );
    for (const socket of sockets) {
      const seqs = socket
        .received('message.created')
        .map((event: MessageEvent) => `${event.conversation_id} ${event.seq}`);
      expect(new Set(seqs).size, 'a socket received a message twice').toBe(seqs.length);
    }
    const held = new Map<number, string | null>();
    for (const message of [...events.map((event) => event.message), ...caughtUp]) held.set(message.seq, message.text);
    return [...held].sort(([a], [b]) => a - b);
  }

  it('delivers a message posted on node A to its chat’s and its channel’s sockets on node B', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const chat = await startChat(nodeA, ana, [ben]);
    const community = await createCommunity(nodeA, ana);
    const socket = await connectTo(urlB, ben);
    // Ben joins through node A while his socket is on node B: the room of the channel follows him there.
    await placeInCommunity(nodeA, community, ana, ben, 'member');

    const direct = await sendText(nodeA, ana, `/messaging/${chat.id}`, 'Hello Ben');
    expect(await socket.next('message.created', (event) => event.message.id === direct.id)).toMatchObject({
      conversation_id: chat.id,
      seq: 1,
      message: { id: direct.id, text: 'Hello Ben', author: { id: ana.id } },
    });
    const inChannel = await sendText(nodeA, ana, `/community-channels/${community.main_channel}`, 'Welcome');
    expect(await socket.next('message.created', (event) => event.message.id === inChannel.id)).toMatchObject({
      seq: inChannel.seq,
      message: { text: 'Welcome' },
    });
  });

  it('lets a socket dropped mid-conversation resume over HTTP with nothing lost and nothing doubled', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const chat = await startChat(nodeA, ana, [ben]);
    const base = `/messaging/${chat.id}`;
    const first = await connectTo(urlB, ben);
    await sendText(nodeA, ana, base, 'one');
    await sendText(nodeA, ana, base, 'two');
    await first.next('message.created', (event) => event.seq === 2);

    first.close();
    await sendText(nodeA, ana, base, 'three');
    await sendText(nodeA, ana, base, 'four');
    // The client reconnects first, then asks for what it missed: whatever arrives twice is one seq.
    const second = await connectTo(urlB, ben);
    const caughtUp = await messagesAfter(nodeB, ben, base, 2);
    await sendText(nodeA, ana, base, 'five');
    await second.next('message.created', (event) => event.seq === 5);

    expect(heldBySeq(chat.id, [first, second], caughtUp)).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
    ]);
  });

  it('lets the sockets of a node that closes resume on the restarted node with nothing lost and nothing doubled', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const chat = await startChat(nodeA, ana, [ben]);
    const base = `/messaging/${chat.id}`;
    const beforeRestart = await connectTo(urlB, ben);
    await sendText(nodeA, ana, base, 'one');
    await beforeRestart.next('message.created', (event) => event.seq === 1);

    await nodeB.close();
    expect(await beforeRestart.disconnected()).toBeTruthy();
    await sendText(nodeA, ana, base, 'two');
    await sendText(nodeA, ana, base, 'three');
    nodeB = await startAnotherNode(nodeA);
    urlB = await nodeB.app.listen({ host: '127.0.0.1', port: 0 });
    const afterRestart = await connectTo(urlB, ben);
    const caughtUp = await messagesAfter(nodeB, ben, base, 1);
    await sendText(nodeA, ana, base, 'four');
    await afterRestart.next('message.created', (event) => event.seq === 4);

    expect(heldBySeq(chat.id, [beforeRestart, afterRestart], caughtUp)).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
      [4, 'four'],
    ]);
  });

  it('stores a retried send once, though the first try and the retry reach different nodes at once', async () => {
    const ana = await createSignedInMember(nodeA);
    const ben = await createSignedInMember(nodeA);
    const chat = await startChat(nodeA, ana, [ben]);
    const socket = await connectTo(urlB, ben);
    const send = {
      method: 'POST' as const,
      url: `/thr/v1/api/messaging/${chat.id}/messages/`,
      headers: bearer(ana.token),
    };
    const payload = { text: 'Sent on a bad network', client_msg_id: crypto.randomUUID() };

    const answers = await Promise.all([nodeA.app.inject({ ...send, payload }), nodeB.app.inject({ ...send, payload })]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);
    const [stored, retried] = answers.map((answer) => answer.json<ChatMessage>());
    expect(retried).toEqual(stored);
    await settleOnB(ben, socket);

    expect(socket.received('message.created').map((event) => event.message.id)).toEqual([stored!.id]);
    expect((await messagesAfter(nodeA, ben, `/messaging/${chat.id}`, 0)).map((message) => message.text)).toEqual([
      'Sent on a bad network',
    ]);
  });
});
