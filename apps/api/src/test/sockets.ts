import { type ClientToServerEvents, type ServerToClientEvents, socketPath } from '@here-and-there/contracts';
import { io, type Socket } from 'socket.io-client';

type ServerEventName = keyof ServerToClientEvents;
type ServerEvent<Name extends ServerEventName> = Parameters<ServerToClientEvents[Name]>[0];

/** A member's socket as a test holds it: every event it receives, in order, and how to wait for one. */
export interface TestSocket {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  /** The events received so far, oldest first. */
  received<Name extends ServerEventName>(name: Name): ServerEvent<Name>[];
  /** The first event of `name` (already received or still to come) that `matches`; fails after `timeoutMs`. */
  next<Name extends ServerEventName>(
    name: Name,
    matches?: (event: ServerEvent<Name>) => boolean,
    timeoutMs?: number,
  ): Promise<ServerEvent<Name>>;
  /** Resolves once the server closed the socket, with its reason. */
  disconnected(timeoutMs?: number): Promise<string>;
  close(): void;
}

interface ConnectOptions {
  token?: string;
  transports?: ('websocket' | 'polling')[];
}

/** Opens a socket to a listening app as the clients do, without reconnecting; rejects with the server's refusal. */
export function connectSocket(baseUrl: string, { token, transports = ['websocket'] }: ConnectOptions) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseUrl, {
    path: socketPath,
    transports,
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  const events: { name: string; event: unknown }[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((name: string, event: unknown) => {
    events.push({ name, event });
    for (const waiter of waiters) waiter();
  });
  let closedWith: string | undefined;
  socket.on('disconnect', (reason) => {
    closedWith = reason;
    for (const waiter of waiters) waiter();
  });

  const waitUntil = <T>(find: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  const testSocket: TestSocket = {
    socket,
    received: (name) => events.filter((entry) => entry.name === name).map((entry) => entry.event as never),
    next: (name, matches = () => true, timeoutMs = 5000) =>
      waitUntil(() => testSocket.received(name).find(matches), timeoutMs, `${name} event`),
    disconnected: (timeoutMs = 5000) => waitUntil(() => closedWith, timeoutMs, 'disconnection'),
    close: () => socket.close(),
  };
  return new Promise<TestSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(testSocket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The refusal a socket meets (`unauthenticated`, a transport error…), or null when it connects. */
export async function socketRefusal(baseUrl: string, options: ConnectOptions): Promise<string | null> {
  try {
    (await connectSocket(baseUrl, options)).close();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
