import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, type ServerToClientEvents, socketPath } from '@here-and-there/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { MemberSocket, Realtime, SocketIdentity } from './realtime.ts';
import { nativeAppOrigins } from './security.ts';

/** A member's sockets coming into a room or leaving it, as one node tells the others. */
interface RoomChange {
  memberIds: readonly string[];
  room: string;
  joined: boolean;
}
interface BetweenNodes {
  'room.changed': (change: RoomChange) => void;
}
type IoServer = Server<ClientToServerEvents, ServerToClientEvents, BetweenNodes, SocketIdentity>;
type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, BetweenNodes, SocketIdentity>;

/** The bus as the platform runs it: attached to the HTTP server, closed with it, its sessions rechecked. */
export interface RealtimeServer extends Realtime {
  /** Serves sockets on the app's HTTP server (and, with Redis, joins the other nodes). */
  attach(server: HttpServer): Promise<void>;
  /** Closes this node's sockets and leaves the other nodes; the HTTP server is the app's to close. */
  close(): Promise<void>;
  /** Disconnects this node's sockets whose session is gone (signed out, expired, revoked): one query per node. */
  recheckSessions(): Promise<void>;
}

export interface RealtimeOptions {
  /** How often this node's sockets have their sessions rechecked. */
  sessionRecheckMs?: number;
}

const memberRoom = (memberId: string) => `member:${memberId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Messages go over HTTP; the socket only ever carries typing, so a frame of more than a few
 * kilobytes is an abuse and closes the socket.
 */
const maxFrameBytes = 16 * 1024;

const defaultSessionRecheckMs = 45_000;

/** Creates the real-time bus; it serves nothing until `attach`, so operator scripts can hold one for free. */
export function createRealtime(config: Config, log: Logger, options: RealtimeOptions = {}): RealtimeServer {
  const io: IoServer = new Server({
    path: socketPath,
    transports: ['websocket'],
    maxHttpBufferSize: maxFrameBytes,
    serveClient: false,
    cors: { origin: [new URL(config.publicUrl).origin, ...nativeAppOrigins], credentials: true },
  });
  const connectionHandlers: ((socket: MemberSocket) => void | Promise<void>)[] = [];
  let authenticate: ((token: string) => Promise<SocketIdentity | null>) | undefined;
  let liveSessionsOf: ((sessionIds: readonly string[]) => Promise<ReadonlySet<string>>) | undefined;
  let redisClients: Redis[] = [];
  let recheckTimer: NodeJS.Timeout | undefined;

  const memberSocket = (socket: IoSocket): MemberSocket => ({
    memberId: socket.data.memberId,
    join: (rooms) => socket.join([...rooms]),
    on: (name, handler) => {
      // Socket.IO's typed listener cannot follow a generic event name; the handler's own type holds.
      const untyped = socket as unknown as { on(name: string, listener: (...args: unknown[]) => void): void };
      untyped.on(name, (...args) => {
        // A handler's failure is this socket's event lost, never the process.
        Promise.resolve()
          .then(() => handler(...(args as Parameters<typeof handler>)))
          .catch((error) => log.error({ err: error, event: name }, 'a socket event handler failed'));
      });
    },
  });

  // Middleware runs before Socket.IO tells the client it is connected: what the modules join here
  // is in place before the client's first event, and the client resumes over HTTP only afterwards.
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const identity = typeof token === 'string' && token && authenticate ? await authenticate(token) : null;
    if (!identity) return next(new Error('unauthenticated'));
    socket.data = identity;
    socket.join([memberRoom(identity.memberId), sessionRoom(identity.sessionId)]);
    preparing.add(socket);
    try {
      const wrapped = memberSocket(socket);
      for (const handler of connectionHandlers) await handler(wrapped);
      preparing.delete(socket);
      next();
    } catch (error) {
      preparing.delete(socket);
      log.error({ err: error }, 'preparing a socket failed');
      next(new Error('unavailable'));
    }
  });

  /**
   * Sockets whose `onConnection` handlers are running. Socket.IO's own room operations skip a
   * socket until it is connected, so a member coming into a channel while a handler reads their
   * channels would never hear it on that socket: room changes reach these sockets here.
   */
  const preparing = new Set<IoSocket>();

  /** Applies a room change to this node's sockets, connected or being prepared. */
  const changeRoomHere = ({ memberIds, room, joined }: RoomChange) => {
    const members = memberIds.map(memberRoom);
    const sockets = io.local.in(members);
    if (joined) sockets.socketsJoin(room);
    else sockets.socketsLeave(room);
    const wanted = new Set(memberIds);
    for (const socket of preparing) {
      if (!wanted.has(socket.data.memberId)) continue;
      if (joined) socket.join(room);
      else socket.leave(room);
    }
  };
  io.on('room.changed', changeRoomHere);

  /**
   * Changes a room here at once, then on the other nodes. (The Redis adapter's own `socketsJoin`
   * would apply a join here only once Redis echoes it back, while events reach this node's sockets
   * at once: a message sent right after a join would miss the joiners' sockets on this very node.)
   * Redis keeps the order of what one node publishes, so elsewhere too the change comes before the
   * next event.
   */
  /**
   * Once closed, this node tells no one: a job still finishing as the node shuts down would
   * otherwise publish through a Redis connection already quit, a rejection no caller awaits.
   */
  let isClosed = false;

  const changeRoom = (change: RoomChange) => {
    if (change.memberIds.length === 0 || isClosed) return;
    changeRoomHere(change);
    if (redisClients.length > 0) io.serverSideEmit('room.changed', change);
  };

  /** Closes a room's sockets here at once, as the adapter would only once Redis echoes it back; then on every node. */
  const disconnectRoom = (room: string) => {
    if (isClosed) return;
    io.local.in(room).disconnectSockets(true);
    if (redisClients.length > 0) io.in(room).disconnectSockets(true);
  };

  const recheckSessions = async () => {
    if (!liveSessionsOf) return;
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    const live = await liveSessionsOf([...new Set(sockets.map((socket) => socket.data.sessionId))]);
    for (const socket of sockets) {
      if (!live.has(socket.data.sessionId)) socket.disconnect(true);
    }
  };

  return {
    toMembers(memberIds, name, ...args) {
      // An empty room list would be a broadcast to everyone.
      if (memberIds.length === 0 || isClosed) return;
      io.to(memberIds.map(memberRoom)).emit(name, ...args);
    },
    toRoom(room, { exceptMemberId }, name, ...args) {
      if (isClosed) return;
      const target = exceptMemberId ? io.to(room).except(memberRoom(exceptMemberId)) : io.to(room);
      // Typing is news only while it lasts: a slow socket drops it rather than queue it.
      (name === 'typing' ? target.volatile : target).emit(name, ...args);
    },
    async membersOnline(memberIds) {
      if (memberIds.length === 0) return new Set();
      // Through the adapter: with Redis, every node answers for the sockets it holds.
      const sockets = await io.in(memberIds.map(memberRoom)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.memberId));
    },
    joinRoom(memberIds, room) {
      changeRoom({ memberIds, room, joined: true });
    },
    leaveRoom(memberIds, room) {
      changeRoom({ memberIds, room, joined: false });
    },
    disconnectSession(sessionId) {
      disconnectRoom(sessionRoom(sessionId));
    },
    disconnectMember(memberId) {
      disconnectRoom(memberRoom(memberId));
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    authenticateWith(resolve) {
      authenticate = resolve;
    },
    keepSessionsWith(liveSessions) {
      liveSessionsOf = liveSessions;
    },
    async attach(server) {
      if (config.redisUrl) {
        const publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
        const subscriber = publisher.duplicate();
        for (const client of [publisher, subscriber]) {
          client.on('error', (error) => log.warn({ err: error }, 'the real-time bus lost Redis'));
        }
        redisClients = [publisher, subscriber];
        // Deployments (and test runs) sharing one Redis keep their sockets apart.
        io.adapter(createAdapter(publisher, subscriber, { key: `${config.rateLimitNamespace}:socket.io` }));
        // The adapter subscribes as it is made; a ping queued behind that answers once this node hears the others.
        await subscriber.ping();
      }
      io.attach(server);
      recheckTimer = setInterval(() => {
        recheckSessions().catch((error) => log.error({ err: error }, 'rechecking the sockets’ sessions failed'));
      }, options.sessionRecheckMs ?? defaultSessionRecheckMs);
      recheckTimer.unref();
    },
    async close() {
      isClosed = true;
      clearInterval(recheckTimer);
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine?.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
      redisClients = [];
    },
    recheckSessions,
  };
}
