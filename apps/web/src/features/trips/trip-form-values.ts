import {
  arrivalOf,
  type CreateTripRequest,
  departureOf,
  type Location,
  messages,
  type Trip,
  tripDescriptionMaxLength,
  type UpdateTripRequest,
  type VisibilityLevel,
} from '@here-and-there/contracts';
import type { FieldErrors, Validate } from '../../shared/ui/form/use-form.ts';
import { dayOf } from './trip-days.ts';

/** The trip form's values under the API's field names, so the server's field errors land under them. */
export interface TripFormValues extends Record<string, unknown> {
  location: Location | null;
  /** `YYYY-MM-DD`, as the date input gives it; empty until chosen. */
  arrival_datetime: string;
  departure_datetime: string;
  visibility: VisibilityLevel;
  visibility_exclusions: string[];
  description: string;
  notify: boolean;
}

/** In the order the form shows them, so the first field in error is the one focused. */
export const tripFieldNames = [
  'location',
  'arrival_datetime',
  'departure_datetime',
  'visibility',
  'visibility_exclusions',
  'description',
  'notify',
] as const satisfies readonly (keyof TripFormValues)[];
export type TripFieldName = (typeof tripFieldNames)[number];

/** A new trip is public (SPEC §5); a saved one shows what it has. */
export const toFormValues = (trip?: Trip): TripFormValues => ({
  location: trip?.location ?? null,
  arrival_datetime: trip ? dayOf(trip.arrival_datetime) : '',
  departure_datetime: trip ? dayOf(trip.departure_datetime) : '',
  visibility: trip?.visibility ?? 'public',
  visibility_exclusions: trip?.visibility_exclusions ?? [],
  description: trip?.description ?? '',
  notify: trip?.notify ?? false,
});

const isSame = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && 'id' in a && 'id' in b) return a.id === b.id;
  return a === b;
};

export const changedFields = (saved: TripFormValues, values: TripFormValues): TripFieldName[] =>
  tripFieldNames.filter((name) => !isSame(saved[name], values[name]));

/** What the rules need to know besides the values. */
export interface TripRuleContext {
  /** The member's home city, which cannot be a destination. */
  homeId: number | null;
  /** Today's `YYYY-MM-DD`: no day before it can be chosen. */
  today: string;
  /** The trip as saved, when editing: a day it already had is not a new choice. */
  saved: TripFormValues | null;
}

/**
 * The rules the form can tell as soon as the member has chosen or typed (SPEC §5): not the home
 * city, no day in the past (the picker offers none, but a day can be typed; a trip under way keeps
 * its first day), and the departure not before the arrival.
 */
export function instantProblems(
  values: TripFormValues,
  { homeId, today, saved }: TripRuleContext,
): FieldErrors<TripFormValues> {
  const problems: FieldErrors<TripFormValues> = {};
  if (values.location && values.location.id === homeId) problems.location = messages.tripLocationIsBase;
  const { arrival_datetime: arrival, departure_datetime: departure } = values;
  if (arrival && arrival < today && arrival !== saved?.arrival_datetime) problems.arrival_datetime = messages.pastDate;
  if (departure && departure < today) problems.departure_datetime = messages.pastDate;
  else if (arrival && departure && departure < arrival) problems.departure_datetime = messages.departureBeforeArrival;
  return problems;
}

/**
 * Every rule of the trip form (SPEC §5), as the API applies them: a destination, both days, a
 * visibility, a description of at most 2000 characters, and the rules told at once.
 */
export function tripProblems(values: TripFormValues, context: TripRuleContext) {
  const problems: FieldErrors<TripFormValues> = {};
  if (!values.location) problems.location = messages.required;
  if (!values.arrival_datetime) problems.arrival_datetime = messages.required;
  if (!values.departure_datetime) problems.departure_datetime = messages.required;
  if (!values.visibility) problems.visibility = messages.required;
  if (values.description.trim().length > tripDescriptionMaxLength) {
    problems.description = messages.maxLength(tripDescriptionMaxLength);
  }
  return { ...problems, ...instantProblems(values, context) };
}

/** The whole trip as `POST /trips/` takes it, once checked; days as their first and last moment (SPEC §3). */
function toCreateRequest(values: TripFormValues): CreateTripRequest {
  return {
    location: values.location!.id,
    arrival_datetime: arrivalOf(values.arrival_datetime),
    departure_datetime: departureOf(values.departure_datetime),
    visibility: values.visibility,
    visibility_exclusions: values.visibility_exclusions,
    description: values.description.trim() || null,
    notify: values.notify,
  };
}

/**
 * What `PUT /trips/{id}/` needs: what changed, the notify flag (sent on every save, SPEC §3), and
 * `status: "confirmed"` when the save confirms a trip that was waiting for its owner.
 */
function toUpdateRequest(saved: TripFormValues, values: TripFormValues, confirms: boolean): UpdateTripRequest {
  const whole = toCreateRequest(values);
  const changed = changedFields(saved, values);
  return {
    ...Object.fromEntries(changed.map((name) => [name, whole[name]])),
    notify: values.notify,
    ...(confirms && { status: 'confirmed' }),
  };
}

/**
 * Checks the form and gives back the request to send: the whole trip for a new one, else what
 * changed (see `toUpdateRequest`). `context` is read at each check, so today is today.
 */
export function validateTrip(
  context: () => TripRuleContext & { confirms: boolean },
): Validate<TripFormValues, CreateTripRequest | UpdateTripRequest> {
  return async (values) => {
    const current = context();
    const problems = tripProblems(values, current);
    if (Object.keys(problems).length > 0) return { errors: problems };
    return {
      values: current.saved ? toUpdateRequest(current.saved, values, current.confirms) : toCreateRequest(values),
    };
  };
}
