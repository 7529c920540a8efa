import type { CreateConnectionRequest, UpdateConnectionRequest, UserConnection } from '@here-and-there/contracts';

/** The levels of the picker, closest first; `public` means no connection at all (SPEC §4). */
export const pickerLevels = ['close', 'general', 'public'] as const;
export type PickerLevel = (typeof pickerLevels)[number];

/** What a member can do about another member, on the profile or in the connections list. */
export type ConnectionChange =
  | { kind: 'choose'; level: PickerLevel }
  | { kind: 'accept' }
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'remove' };

export type ConnectionCall =
  | { method: 'POST'; path: string; body: CreateConnectionRequest }
  | { method: 'PUT'; path: string; body: UpdateConnectionRequest }
  | { method: 'DELETE'; path: string };

/**
 * SPEC §4 "Connection type" as the one call that makes a change, given the caller's side of the
 * connection: close or general creates a connection or changes its level, public and "remove
 * from network" delete it, a block is made at once, unblocking sets general. Null when there is
 * nothing to change (accepting or unblocking without a connection).
 */
export function connectionCall(
  memberId: string,
  connection: UserConnection,
  change: ConnectionChange,
): ConnectionCall | null {
  const path = connection ? `/connections/${connection.id}/` : null;
  const create = (type: CreateConnectionRequest['type']): ConnectionCall => ({
    method: 'POST',
    path: '/connections/',
    body: { receiver: memberId, type },
  });
  switch (change.kind) {
    case 'choose':
      if (change.level === 'public') return path ? { method: 'DELETE', path } : null;
      return path ? { method: 'PUT', path, body: { type: change.level } } : create(change.level);
    case 'block':
      return path ? { method: 'PUT', path, body: { type: 'block' } } : create('block');
    case 'accept':
      return path ? { method: 'PUT', path, body: { status: 'active' } } : null;
    case 'unblock':
      return path ? { method: 'PUT', path, body: { type: 'general' } } : null;
    case 'remove':
      return path ? { method: 'DELETE', path } : null;
  }
}

/**
 * What the connection will most likely be once the server has made `change`, shown at once so the
 * picker feels instant; the server's answer replaces it. A new connection has no id until then.
 */
export function predictConnection(connection: UserConnection, change: ConnectionChange): UserConnection {
  switch (change.kind) {
    case 'choose':
      if (change.level === 'public') return null;
      return connection
        ? { ...connection, type: change.level }
        : { id: '', type: change.level, status: 'pending_initiator' };
    case 'block':
      return { id: connection?.id ?? '', type: 'block', status: connection?.status ?? 'active' };
    case 'accept':
      // Accepting holds the other member at general until the member chooses otherwise.
      return (
        connection && {
          ...connection,
          status: 'active',
          type: connection.type === 'public' ? 'general' : connection.type,
        }
      );
    case 'unblock':
      // Unblocking asks the other member again, at general.
      return connection && { ...connection, type: 'general', status: 'pending_initiator' };
    case 'remove':
      return null;
  }
}

/** The level the picker shows: a connection the member was only asked to has no level of theirs yet. */
export const pickerLevelOf = (connection: UserConnection): PickerLevel =>
  connection && (connection.type === 'close' || connection.type === 'general') ? connection.type : 'public';

/** SPEC §4: the level can be changed only between changes, and not while the other side has to answer. */
export const canChooseLevel = (connection: UserConnection) => !connection || connection.status === 'active';

/** SPEC §4: messaging and booking a meeting need an active connection at general or close. */
export const canMeet = (connection: UserConnection) =>
  !!connection && connection.status === 'active' && (connection.type === 'general' || connection.type === 'close');
