import type { ConnectionStatus, ConnectionType } from '@here-and-there/contracts';

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

/** What choosing a level does to a connection (SPEC §4), as the new pair of sides and what happened. */
export type LevelChange =
  | { event: 'connection.requested' | 'connection.accepted' | 'connection.level_changed'; sides: Sides }
  | { event: 'connection.blocked' | 'connection.unblocked'; sides: Sides }
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
