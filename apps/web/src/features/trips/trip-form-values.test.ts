import { messages, type Trip } from '@here-and-there/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  instantProblems,
  type TripFormValues,
  toFormValues,
  tripProblems,
  validateTrip,
} from './trip-form-values.ts';

const lisbon = { id: 2267057, title: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.13 };
const berlinId = 2950159;
const today = '2026-06-01';

const typed = (values: Partial<TripFormValues>): TripFormValues => ({
  ...toFormValues(),
  location: lisbon,
  arrival_datetime: '2026-06-10',
  departure_datetime: '2026-06-14',
  ...values,
});

const savedTrip = {
  id: '0b6f5b8e-6f7e-4b7e-9a53-3c4f0b1b2c3d',
  location: lisbon,
  arrival_datetime: '2026-05-30T00:00:00.000Z',
  departure_datetime: '2026-06-04T23:59:59.000Z',
  status: 'from_gmail',
  description: 'Conference',
  visibility: 'general-network',
  visibility_exclusions: [],
  notify: false,
} as unknown as Trip;

describe('the trip form', () => {
  it('starts public, with nothing chosen', () => {
    expect(toFormValues()).toMatchObject({ location: null, arrival_datetime: '', visibility: 'public', notify: false });
  });

  it('asks for a destination and both days', () => {
    const problems = tripProblems(toFormValues(), { homeId: berlinId, today, saved: null });
    expect(problems).toEqual({
      location: messages.required,
      arrival_datetime: messages.required,
      departure_datetime: messages.required,
    });
  });

  it('refuses the home city as destination', () => {
    const problems = tripProblems(typed({ location: { ...lisbon, id: berlinId } }), {
      homeId: berlinId,
      today,
      saved: null,
    });
    expect(problems).toEqual({ location: messages.tripLocationIsBase });
  });

  it('refuses a departure before the arrival, under the departure', () => {
    const problems = tripProblems(typed({ departure_datetime: '2026-06-09' }), {
      homeId: berlinId,
      today,
      saved: null,
    });
    expect(problems).toEqual({ departure_datetime: messages.departureBeforeArrival });
  });

  it('accepts a trip of one day', () => {
    const values = typed({ departure_datetime: '2026-06-10' });
    expect(tripProblems(values, { homeId: berlinId, today, saved: null })).toEqual({});
  });

  it('refuses past days, but keeps the first day of a trip under way', () => {
    expect(tripProblems(typed({ arrival_datetime: '2026-05-31' }), { homeId: null, today, saved: null })).toEqual({
      arrival_datetime: messages.pastDate,
    });
    const saved = toFormValues(savedTrip);
    expect(tripProblems({ ...saved, description: 'Talks' }, { homeId: null, today, saved })).toEqual({});
  });

  it('tells a typed past day at once, before any submit, but not a trip under way keeping its first day', () => {
    const context = { homeId: null, today, saved: null };
    expect(instantProblems(typed({ arrival_datetime: '2026-05-31' }), context)).toEqual({
      arrival_datetime: messages.pastDate,
    });
    expect(instantProblems(typed({ departure_datetime: '2026-05-30' }), context)).toEqual({
      departure_datetime: messages.pastDate,
    });
    const saved = toFormValues(savedTrip);
    expect(instantProblems(saved, { ...context, saved })).toEqual({});
  });

  it('sends a new trip whole, its days as their first and last moment', async () => {
    const validate = validateTrip(() => ({ homeId: berlinId, today, saved: null, confirms: false }));
    await expect(validate(typed({ description: '  ', notify: true }))).resolves.toEqual({
      values: {
        location: lisbon.id,
        arrival_datetime: '2026-06-10T00:00:00.000Z',
        departure_datetime: '2026-06-14T23:59:59.000Z',
        visibility: 'public',
        visibility_exclusions: [],
        description: null,
        notify: true,
      },
    });
  });

  it('sends only what changed of a saved trip, with the notify flag and the confirmation', async () => {
    const saved = toFormValues(savedTrip);
    const values = { ...saved, description: 'Web Summit', visibility_exclusions: ['a'] };
    expect(changedFields(saved, values)).toEqual(['visibility_exclusions', 'description']);
    const validate = validateTrip(() => ({ homeId: berlinId, today, saved, confirms: true }));
    await expect(validate(values)).resolves.toEqual({
      values: { visibility_exclusions: ['a'], description: 'Web Summit', notify: false, status: 'confirmed' },
    });
  });

  it('sees the same people excluded in another order as no change', () => {
    const saved = typed({ visibility_exclusions: ['a', 'b'] });
    expect(changedFields(saved, { ...saved, visibility_exclusions: ['b', 'a'] })).toEqual([]);
  });
});
