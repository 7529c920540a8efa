import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../modules/identity/identity.table.ts';
import { createSignedInMember } from '../test/factories.ts';
import { connectSocket, type TestSocket } from '../test/sockets.ts';
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
    nodeA = await createTestApp();
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

  /** A last event from node A, awaited: Redis keeps one publisher's order, so what came before it and is missing never comes. */
  async function settle(member: Member, socket: TestSocket) {
    const id = crypto.randomUUID();
    nodeA.context.realtime.toMembers([member.id], 'notification.created', { id });
    await socket.next('notification.created', (event) => event.id === id);
  }

  const changedChats = (socket: TestSocket) => socket.received('chat.changed').map((event) => event.conversation_id);

  it('delivers what node A sends a member to their socket on node B', async () => {
    const ana = await createSignedInMember(nodeA);
    const socket = await connectTo(urlB, ana);
    nodeA.context.realtime.toMembers([ana.id], 'chat.changed', { conversation_id: 'c1' });
    expect(await socket.next('chat.changed')).toEqual({ conversation_id: 'c1' });
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
    await settle(ana, anaSocket);
    await settle(ben, benSocket);

    expect(changedChats(anaSocket)).toEqual(['to-both', 'after-ben-left']);
    expect(changedChats(benSocket)).toEqual(['ana-skipped', 'to-both']);
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
});
