// The events module as other modules see it.
export { findCommunitiesWithEventsNear, viewEvent } from './events.service.ts';
export type { EventRow, EventRsvpRow } from './events.table.ts';
