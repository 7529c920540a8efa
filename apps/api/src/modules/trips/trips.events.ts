// What the trips module tells other modules (see platform/events.ts): crossings rewrite where the
// owner is, notifications tell the people concerned.
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * `ownerId` created (`created`) or changed their trip; `notify`: the trip asks for the owner's
     * network to be told about it (SPEC §3 "notify flag"); `isMoved`: where and when the owner is, or
     * who may see it, changed (always for a new trip; not for a new description, say).
     */
    'trip.saved': { tripId: string; ownerId: string; created: boolean; notify: boolean; isMoved: boolean };
    /** `ownerId` deleted their trip. */
    'trip.deleted': { tripId: string; ownerId: string };
    /** `ownerId` chose these contacts of theirs to be told about their trip (those not chosen before). */
    'trip.contacts_to_notify': { tripId: string; ownerId: string; contactIds: string[] };
  }
}

export {};
