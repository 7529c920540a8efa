import {
  type ChatMessage,
  type ClientToServerEvents,
  type MessagePage,
  type ServerToClientEvents,
  socketPath,
} from '@here-and-there/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Realtime } from '../platform/realtime.ts';
import { bearer } from './factories.ts';
import type { TestApp } from './test-app.ts';

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

/**
 * Sends a last event to `member` and waits for it: events reach a socket in order (across nodes
 * too, from one node's bus), so anything sent before it that has not arrived by then never will.
 */
export async function settle(realtime: Realtime, member: { id: string }, socket: TestSocket) {
  const id = crypto.randomUUID();
  realtime.toMembers([member.id], 'notification.created', { id });
  await socket.next('notification.created', (event) => event.id === id);
}

/**
 * What a client resuming a conversation does after a reconnect: asks the log over HTTP for
 * everything after the last seq it holds (`base` is `/messaging/{id}` or
 * `/community-channels/{id}`), page after page, oldest first.
 */
export async function messagesAfter(node: Pick<TestApp, 'app'>, member: { token: string }, base: string, seq: number) {
  const messages: ChatMessage[] = [];
  let url: string | null = `/thr/v1/api${base}/messages/?after=${seq}`;
  while (url) {
    const response = await node.app.inject({ url, headers: bearer(member.token) });
    expect(response.statusCode, response.body).toBe(200);
    const page: MessagePage = response.json();
    messages.push(...page.results);
    url = page.next && new URL(page.next).pathname + new URL(page.next).search;
  }
  return messages;
}

/**
 * A test file's sockets to the app `app()` gives: the app listens on a free port once it is up,
 * and every socket opened is closed after the file's tests, before the app closes. Call at the top
 * level, after the hooks that create and close the app.
 */
export function socketsTo(app: () => TestApp) {
  let baseUrl: string;
  const opened: TestSocket[] = [];
  beforeAll(async () => {
    baseUrl = await app().app.listen({ host: '127.0.0.1', port: 0 });
  });
  // Vitest runs after-all hooks in reverse: the sockets close before the app does.
  afterAll(() => {
    for (const socket of opened) socket.close();
  });
  /** A member's socket, as the clients open it. */
  return async (caller: { token: string }) => {
    const socket = await connectSocket(baseUrl, { token: caller.token });
    opened.push(socket);
    return socket;
  };
}
