import type { Event, Rsvp, RsvpStatus } from '@here-and-there/contracts';

const isGoing = (rsvp: Rsvp | null) => rsvp?.status === 'going' && !rsvp.waitlisted;
const isWaiting = (rsvp: Rsvp | null) => rsvp?.status === 'going' && rsvp.waitlisted;

/**
 * The answer the server will most likely give: "going" to a full event waits in line, and a member
 * already going (or already waiting) keeps their place.
 */
export function expectedAnswer(event: Event, status: RsvpStatus): Rsvp {
  if (status !== 'going') return { status, waitlisted: false };
  if (event.my_rsvp?.status === 'going') return event.my_rsvp;
  return { status, waitlisted: event.capacity !== null && event.going_count >= event.capacity };
}

/** The event as the caller's answer leaves it: their answer, and the counts of those going and waiting. */
export function withAnswer(event: Event, answer: Rsvp): Event {
  const before = event.my_rsvp;
  return {
    ...event,
    my_rsvp: answer,
    going_count: Math.max(0, event.going_count + Number(isGoing(answer)) - Number(isGoing(before))),
    waitlist_count: Math.max(0, event.waitlist_count + Number(isWaiting(answer)) - Number(isWaiting(before))),
  };
}

/** Whether "going" would put the caller on the waiting list now. */
export const isFull = (event: Event) =>
  event.capacity !== null && event.going_count >= event.capacity && !isGoing(event.my_rsvp);
