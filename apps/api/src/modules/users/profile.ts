import type { Location, TripStatus, VisibilityLevel } from '@here-and-there/contracts';
import { accountFactsOf } from '../identity/index.ts';
import { toLocation } from '../locations/index.ts';
import type { ProfileRow } from './users.repository.ts';
import type { MemberRow } from './users.table.ts';

/** What the identity side knows about a member's sign-in, shown beside the profile. */
export interface AccountFacts {
  email: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
}

/** What the trip rule (`canSeeTrip`) reads of a trip. */
export interface TripVisibility {
  status: TripStatus;
  visibility: VisibilityLevel;
  visibilityExclusions: readonly string[];
}

/** The trip a member is on today, with who may see it. */
export interface CurrentTrip extends TripVisibility {
  location: Location;
}

/**
 * A member's profile with their sign-in facts, home city and the trip they are on today (when it
 * was looked up): everything a member view is made of.
 */
export interface Profile {
  member: MemberRow;
  account: AccountFacts;
  location: Location | null;
  currentTrip?: CurrentTrip | null;
}

/** A profile read with the trip its member is on today (null: on none), as `/users/me` shows it. */
export type ProfileToday = Profile & { currentTrip: CurrentTrip | null };

export function profileOf(row: ProfileRow): Profile {
  return {
    member: row.member,
    account: accountFactsOf({
      email: row.email,
      phoneNumber: row.phoneNumber,
      phoneNumberVerified: row.phoneNumberVerified,
    }),
    location: row.place?.id ? toLocation(row.place) : null,
  };
}

/** The trip under way as its row reads, with its place as a location. */
export function currentTripOf({
  place,
  ...trip
}: TripVisibility & { place: Parameters<typeof toLocation>[0] }): CurrentTrip {
  return { ...trip, location: toLocation(place) };
}
