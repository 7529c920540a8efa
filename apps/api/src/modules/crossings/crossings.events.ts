// What the crossings module tells other modules (see platform/events.ts).
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * The crossings where one of these members is the viewer or the other were rewritten: some
     * may have appeared, moved or gone (alerts follow).
     */
    'crossings.changed': { memberIds: string[] };
  }
}

export {};
