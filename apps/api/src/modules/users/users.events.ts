// What the users module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * A member's account is about to be deleted: each module removes what it keeps outside the
     * database for them (picture files) and what the foreign keys do not reach.
     */
    'member.deleting': { memberId: string };
    /** A member's home city, or who may see it, changed: where they are on the days no trip covers. */
    'member.home_changed': { memberId: string };
  }
}

export {};
