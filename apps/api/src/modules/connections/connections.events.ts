// What the connections module tells other modules (see platform/events.ts): notifications and,
// later, crossings react to these.
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** `memberId` asked `otherId` to connect, holding them at `type`. */
    'connection.requested': { connectionId: string; memberId: string; otherId: string; type: 'close' | 'general' };
    /** `memberId` accepted the request of `otherId`: the connection is active. */
    'connection.accepted': { connectionId: string; memberId: string; otherId: string };
    /** `memberId` now holds `otherId` at another level on an existing connection. */
    'connection.level_changed': { connectionId: string; memberId: string; otherId: string; type: 'close' | 'general' };
    /** `memberId` blocked `otherId`. */
    'connection.blocked': { connectionId: string; memberId: string; otherId: string };
    /** `memberId` lifted their block of `otherId` (who is then asked again at general). */
    'connection.unblocked': { connectionId: string; memberId: string; otherId: string };
    /** `memberId` removed the connection with `otherId` (both are public to each other again). */
    'connection.removed': { connectionId: string; memberId: string; otherId: string };
  }
}

export {};
