// What the events module tells other modules (see platform/events.ts): notifications tell the
// people concerned.
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** `creatorId` created an event in `communityId` (null: an event of their own). */
    'event.created': { eventId: string; creatorId: string; communityId: string | null };
    /** A place freed and `memberId`, first on the waiting list, now goes to the event. */
    'event.waitlist_promoted': { eventId: string; memberId: string };
  }
}

export {};
