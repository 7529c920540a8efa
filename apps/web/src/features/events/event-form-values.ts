import {
  type CreateEventRequest,
  communityLimits,
  type Event,
  type Location,
  messages,
  type UpdateEventRequest,
} from '@here-and-there/contracts';
import type { FieldErrors, Validate } from '../../shared/ui/form/use-form.ts';
import { toZonedInput } from './event-times.ts';
import { fromZonedInput } from './zoned-input.ts';

/** The event form's values under the API's field names, so the server's field errors land under them. */
export interface EventFormValues extends Record<string, unknown> {
  name: string;
  location: Location | null;
  /** `YYYY-MM-DDTHH:mm` at the place, as the `datetime-local` input gives it; empty until chosen. */
  start_datetime: string;
  end_datetime: string;
  description: string;
  /** As typed; empty for no limit. */
  capacity: string;
}

/** In the order the form shows them, so the first field in error is the one focused. */
export const eventFieldNames = [
  'name',
  'location',
  'start_datetime',
  'end_datetime',
  'capacity',
  'description',
] as const satisfies readonly (keyof EventFormValues)[];
export type EventFieldName = (typeof eventFieldNames)[number];

/** A new event is empty; a saved one shows its times at its place. */
export const toFormValues = (event?: Event): EventFormValues => ({
  name: event?.name ?? '',
  location: event?.location ?? null,
  start_datetime: event ? toZonedInput(event.start_datetime, event.event_tz) : '',
  end_datetime: event ? toZonedInput(event.end_datetime, event.event_tz) : '',
  description: event?.description ?? '',
  capacity: event?.capacity == null ? '' : String(event.capacity),
});

/** What the rules need to know besides the values. */
export interface EventRuleContext {
  /** The time zone the times are typed in: the place's. */
  timeZone: string;
  /** Now, as the wall clock at the place shows it: no earlier time can be chosen. */
  now: string;
  /** The event as saved, when editing: a start it already had (under way, say) is not a new choice. */
  saved: EventFormValues | null;
  /** The words for a capacity that is not a whole number of at least 1. */
  capacityMessage: string;
}

/** A capacity as typed: null for none, a number, or undefined when it is no whole number in range. */
export function readCapacity(typed: string): number | null | undefined {
  const text = typed.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return undefined;
  const capacity = Number(text);
  return capacity >= 1 && capacity <= communityLimits.eventCapacityMax ? capacity : undefined;
}

/**
 * The rules the form can tell as soon as the member has typed (SPEC §5): no time in the past (a
 * saved start may stay), and the start not after the end, in the spec's words under the end.
 */
export function instantProblems(
  values: EventFormValues,
  { now, saved }: Pick<EventRuleContext, 'now' | 'saved'>,
): FieldErrors<EventFormValues> {
  const problems: FieldErrors<EventFormValues> = {};
  const { start_datetime: start, end_datetime: end } = values;
  if (start && start < now && start !== saved?.start_datetime) problems.start_datetime = messages.pastDate;
  if (end && end < now && end !== saved?.end_datetime) problems.end_datetime = messages.pastDate;
  else if (start && end && start > end) problems.end_datetime = messages.departureBeforeArrival;
  return problems;
}

/** Every rule of the event form, as the API applies them, with those told at once. */
export function eventProblems(values: EventFormValues, context: EventRuleContext) {
  const problems: FieldErrors<EventFormValues> = {};
  const name = values.name.trim();
  if (!name) problems.name = messages.required;
  else if (name.length > communityLimits.eventNameMaxLength) {
    problems.name = messages.maxLength(communityLimits.eventNameMaxLength);
  }
  if (!values.location) problems.location = messages.required;
  if (!values.start_datetime) problems.start_datetime = messages.required;
  if (!values.end_datetime) problems.end_datetime = messages.required;
  if (readCapacity(values.capacity) === undefined) problems.capacity = context.capacityMessage;
  if (values.description.trim().length > communityLimits.eventDescriptionMaxLength) {
    problems.description = messages.maxLength(communityLimits.eventDescriptionMaxLength);
  }
  return { ...problems, ...instantProblems(values, context) };
}

/** The whole event as `PUT` and `POST` take it: times at the place made UTC, its time zone beside them. */
function toFields(values: EventFormValues, timeZone: string) {
  return {
    name: values.name.trim(),
    location: values.location!.id,
    start_datetime: fromZonedInput(values.start_datetime, timeZone)!,
    end_datetime: fromZonedInput(values.end_datetime, timeZone)!,
    event_tz: timeZone,
    description: values.description.trim() || null,
    capacity: readCapacity(values.capacity) ?? null,
  };
}

/**
 * Checks the form and gives back the request to send: the whole event, with its community and
 * channel for a new one. `context` is read at each check, so now is now and the place's time
 * zone is the one just looked up.
 */
export function validateEvent(
  context: () => Promise<EventRuleContext & { community: string | null; channel: string | null }>,
): Validate<EventFormValues, CreateEventRequest | UpdateEventRequest> {
  return async (values) => {
    const current = await context();
    const problems = eventProblems(values, current);
    if (Object.keys(problems).length > 0) return { errors: problems };
    const fields = toFields(values, current.timeZone);
    if (!current.saved) return { values: { ...fields, community: current.community, channel: current.channel } };
    return { values: toUpdateRequest(current.saved, values, fields) };
  };
}

const isSame = (saved: EventFormValues, values: EventFormValues, name: EventFieldName) =>
  name === 'location' ? saved.location?.id === values.location?.id : saved[name] === values[name];

export const changedFields = (saved: EventFormValues, values: EventFormValues) =>
  eventFieldNames.filter((name) => !isSame(saved, values, name));

/**
 * What `PUT /events/{id}/` needs: what changed. The times travel together with their time zone
 * when the place or either time changed, so an event under way keeps the start it had.
 */
function toUpdateRequest(
  saved: EventFormValues,
  values: EventFormValues,
  fields: ReturnType<typeof toFields>,
): UpdateEventRequest {
  const changed = changedFields(saved, values);
  const isMoved = changed.some((name) => name === 'location' || name === 'start_datetime' || name === 'end_datetime');
  return {
    ...Object.fromEntries(changed.map((name) => [name, fields[name]])),
    ...(isMoved && {
      start_datetime: fields.start_datetime,
      end_datetime: fields.end_datetime,
      event_tz: fields.event_tz,
    }),
  };
}
