import type { ClientToServerEvents, ServerToClientEvents } from '@here-and-there/contracts';

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventArgs<Name extends ServerEventName> = Parameters<ServerToClientEvents[Name]>;

/** Who a socket belongs to, as the identity module resolves its handshake token. */
export interface SocketIdentity {
  memberId: string;
  sessionId: string;
}

/** A connected, signed-in member's socket, as the modules see it. */
export interface MemberSocket {
  readonly memberId: string;
  /** Puts this socket in rooms (a channel's conversation). */
  join(rooms: readonly string[]): void;
  /** Handles an event the client sends (DESIGN: only `typing`; the rest goes over HTTP). */
  on<Name extends keyof ClientToServerEvents>(
    name: Name,
    handler: (...args: Parameters<ClientToServerEvents[Name]>) => void | Promise<void>,
  ): void;
}

/**
 * The real-time bus (DESIGN §2): Socket.IO at `socketPath`, WebSocket only. Every socket sits in
 * its member's room; the modules add conversation rooms. Everything sent here crosses to the
 * sockets held by other nodes when `REDIS_URL` is set. Modules call it only after their
 * transaction has committed: the socket tells of what is true, the HTTP log is what clients
 * resume from.
 */
export interface Realtime {
  /** Sends an event to every socket of these members, on every node. */
  toMembers<Name extends ServerEventName>(
    memberIds: readonly string[],
    name: Name,
    ...args: ServerEventArgs<Name>
  ): void;
  /** Sends an event to every socket in a room, on every node; `exceptMemberId`'s sockets are skipped. */
  toRoom<Name extends ServerEventName>(
    room: string,
    options: { exceptMemberId?: string },
    name: Name,
    ...args: ServerEventArgs<Name>
  ): void;
  /**
   * Which of these members have a socket open now, on any node: the app is open somewhere and shows
   * them what happens as it happens.
   */
  membersOnline(memberIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Puts every socket of these members in a room, on every node (they joined a channel). */
  joinRoom(memberIds: readonly string[], room: string): void;
  /** Takes every socket of these members out of a room at once, on every node (they left a channel). */
  leaveRoom(memberIds: readonly string[], room: string): void;
  /** Closes every socket of a session, on every node (signed out, revoked). */
  disconnectSession(sessionId: string): void;
  /** Closes every socket of a member, on every node (their account is deleted). */
  disconnectMember(memberId: string): void;
  /** Runs for every new signed-in socket, before it receives anything: the modules join its rooms and handle its events. */
  onConnection(handler: (socket: MemberSocket) => void | Promise<void>): void;
  /** How a handshake's `auth.token` becomes a member: set once by the identity module. */
  authenticateWith(authenticate: (token: string) => Promise<SocketIdentity | null>): void;
  /**
   * Which of these sessions are still signed in (not signed out, expired or revoked): set once by
   * the identity module; each node asks it about its own sockets now and then and closes the rest.
   */
  keepSessionsWith(liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>): void;
}
