// What the trips module tells other modules (see platform/events.ts): crossings rewrite where the
// owner is, notifications tell the people concerned.
import type { TripStatus } from '@here-and-there/contracts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * `ownerId` created (`created`) or changed their trip; `notify`: the trip asks for the owner's
     * network to be told about it (SPEC §3 "notify flag"); `isMoved`: where and when the owner is, or
     * who may see it, changed (always for a new trip; not for a new description, say);
     * `confirmed`: the owner confirmed a trip read from their mail (it was To Confirm until now).
     */
    'trip.saved': {
      tripId: string;
      ownerId: string;
      created: boolean;
      notify: boolean;
      isMoved: boolean;
      confirmed: boolean;
    };
    /** `ownerId` deleted their trip, which had this `status` (a To Confirm one is dismissed). */
    'trip.deleted': { tripId: string; ownerId: string; status: TripStatus };
    /** `ownerId` chose these contacts of theirs to be told about their trip (those not chosen before). */
    'trip.contacts_to_notify': { tripId: string; ownerId: string; contactIds: string[] };
  }
}
