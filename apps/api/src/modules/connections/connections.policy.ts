import type { ConnectionStatus, ConnectionType, ErrorCode } from '@here-and-there/contracts';

/** How one member holds another on a stored connection; null: they were asked and have not chosen. */
export type Level = 'close' | 'general' | 'block' | null;

/** The two sides of a connection: how the caller holds the other member, and how they hold the caller. */
export interface Sides {
  mine: Level;
  theirs: Level;
}

/**
 * The state of a connection from one side (DESIGN §5 "Levels"): agreed once both chose close or
 * general; otherwise pending, the side that chose being the initiator. A block needs nobody's
 * agreement, so for the blocker it is in force at once.
 */
export function statusFor({ mine, theirs }: Sides): ConnectionStatus {
  if (mine === 'block') return 'active';
  if (mine !== null && theirs !== null && theirs !== 'block') return 'active';
  return mine !== null ? 'pending_initiator' : 'pending_receiver';
}

/**
 * A block hides each member from the other everywhere, the connection itself included: a member
 * blocked by the other no longer sees it, unless they blocked too (then they must be able to lift
 * their own block).
 */
export function isVisibleToCaller({ mine, theirs }: Sides): boolean {
  return mine === 'block' || theirs !== 'block';
}

/** The level the API shows for the caller's side: `public` while they have not chosen one. */
export function typeFor({ mine }: Sides): ConnectionType {
  return mine ?? 'public';
}

/**
 * What a call does to a connection (SPEC §4), as the new pair of sides and what happened; a
 * removal leaves no sides when the connection is gone for both.
 */
export type LevelChange =
  | { event: 'connection.requested' | 'connection.accepted' | 'connection.level_changed'; sides: Sides }
  | { event: 'connection.blocked' | 'connection.unblocked'; sides: Sides }
  | { event: 'connection.removed'; sides: Sides | null }
  | { event: null; sides: Sides };

/**
 * The caller chooses `level` on a connection whose sides are `current` (null: none yet).
 * Blocking wipes the other's level, so lifting the block later asks them afresh instead of
 * restoring a connection silently; a block of theirs stays. Choosing close or general while asked
 * accepts; on a block of one's own it unblocks (the other is then asked again).
 */
export function chooseLevel(current: Sides | null, level: 'close' | 'general' | 'block'): LevelChange {
  const theirs = current?.theirs ?? null;
  if (level === 'block') {
    if (current?.mine === 'block') return { event: null, sides: current };
    return { event: 'connection.blocked', sides: { mine: 'block', theirs: theirs === 'block' ? 'block' : null } };
  }
  const sides = { mine: level, theirs };
  if (!current) return { event: 'connection.requested', sides };
  if (current.mine === 'block') return { event: 'connection.unblocked', sides };
  if (current.mine === null) return { event: 'connection.accepted', sides };
  return { event: current.mine === level ? null : 'connection.level_changed', sides };
}

/**
 * The caller makes the other member public again (remove from network, decline, withdraw, or lift
 * their own block to nothing): the connection goes for both, except a block of the other's, which
 * is theirs alone to lift and so stays in force.
 */
export function removeLevel(current: Sides): LevelChange {
  return { event: 'connection.removed', sides: current.theirs === 'block' ? { mine: null, theirs: 'block' } : null };
}

/** A member's call on their connection with another: POST, PUT or DELETE of `/connections/`. */
export type ConnectionCall =
  | { method: 'request'; type: 'close' | 'general' | 'block' }
  | { method: 'change'; type?: 'close' | 'general' | 'block'; status?: 'active' }
  | { method: 'remove' };

/**
 * What a call does to the connection whose sides are `current` (null: none yet), or the error
 * that refuses it. Every call changes only the caller's own level: the other's block outlives
 * whatever the caller does, and a member the other blocked cannot even see the connection to act
 * on it — they may only block back (and later lift that block of theirs, never the other's).
 */
export function decideCall(current: Sides | null, call: ConnectionCall): LevelChange | { refusal: ErrorCode } {
  const isHidden = current !== null && !isVisibleToCaller(current);
  if (call.method === 'request') {
    if (isHidden && call.type !== 'block') return { refusal: 'forbidden' };
    return chooseLevel(current, call.type);
  }
  if (current === null || isHidden) return { refusal: 'connection.not_found' };
  if (call.method === 'remove') return removeLevel(current);
  // Only the member who was asked accepts; on an agreed connection "active" changes nothing.
  if (call.status === 'active' && current.mine !== null && statusFor(current) !== 'active') {
    return { refusal: 'connection.not_asked' };
  }
  return chooseLevel(current, call.type ?? current.mine ?? 'general');
}
