// What the contacts module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * Contacts of these owners were added, removed, linked to members or sorted at another level:
     * the people each of them chose may have changed (crossings react).
     */
    'contacts.network_changed': { ownerIds: string[] };
  }
}

export {};
