import type { ErrorCode, EventAbilities } from '@here-and-there/contracts';
import { canSeeInside, isActiveAdmin, type MembershipFacts } from '../communities/index.ts';

export type { MembershipFacts } from '../communities/index.ts';

/** The community an event belongs to, as its rules need it; null for a member's own event. */
export type EventCommunityFacts = { isPrivate: boolean } | null;

/** An event as its rules need it. */
export interface EventFacts {
  creatorId: string;
  community: EventCommunityFacts;
  /** Whether its end has passed: nobody answers an event that is over. */
  hasEnded: boolean;
}

/**
 * Who is asking about an event: a signed-out visitor (`memberId` null) or a member, with their place
 * in the event's community and whether they and the event's creator are in a block either way.
 */
export interface EventCaller {
  memberId: string | null;
  membership: MembershipFacts | null;
  isBlockedWithCreator: boolean;
}

/**
 * Who sees an event, the one rule of every read path (detail, lists, the .ics file, the calendar
 * feed, attendees): an event of no community (shared by link and QR code) or of a public community
 * is public, visitors included; a private community's is for its active members only. Its SQL twin
 * is `isVisibleToViewer` in events.repository.ts.
 */
export function canSeeEvent(community: EventCommunityFacts, membership: MembershipFacts | null): boolean {
  return community === null || canSeeInside(community, membership);
}

/** Who may create an event: any member one of their own; in a community, its active admins. */
export function canCreateEventIn(community: EventCommunityFacts, membership: MembershipFacts | null): boolean {
  return community === null || isActiveAdmin(membership);
}

/** Who edits and deletes an event: a community's event its active admins; a member's own event its creator alone. */
export function canManageEvent(event: EventFacts, caller: EventCaller): boolean {
  if (caller.memberId === null) return false;
  return event.community === null ? event.creatorId === caller.memberId : isActiveAdmin(caller.membership);
}

/**
 * Why the caller may not answer an event, or null when they may: a member who sees it, while it is
 * not over; not one in a block with the creator of a member's own event, whom that creator runs
 * alone and would not see among those going.
 */
export function rsvpRefusal(event: EventFacts, caller: EventCaller): ErrorCode | null {
  if (caller.memberId === null) return 'unauthenticated';
  if (!canSeeEvent(event.community, caller.membership)) return 'event.not_found';
  if (event.community === null && caller.isBlockedWithCreator) return 'forbidden';
  return event.hasEnded ? 'event.ended' : null;
}

/** What the caller may do with an event they see, as the buttons show it (DESIGN §6). */
export function eventAbilitiesOf(event: EventFacts, caller: EventCaller): EventAbilities {
  const manages = canManageEvent(event, caller);
  return { edit: manages, delete: manages, rsvp: rsvpRefusal(event, caller) === null };
}
