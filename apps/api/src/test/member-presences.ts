import type { Trip, VisibilityLevel } from '@here-and-there/contracts';
import { expect } from 'vitest';
import { callApi, createSignedInMember, dayFromToday } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in member living in `home` (none: null), whose home city is seen at `homeVisibility`. */
export async function createMemberLivingIn(
  t: TestApp,
  firstName: string,
  home: number | null,
  homeVisibility: VisibilityLevel = 'public',
) {
  const created = await createSignedInMember(t, { firstName });
  const response = await callApi(t, created, 'PUT', `/users/${created.id}/`, {
    base_location: home,
    visibility: { location: homeVisibility },
  });
  expect(response.statusCode, response.body).toBe(200);
  return created;
}

/** A trip of `owner` to `place` from `from` to `to` days from today, posted as the app does. */
export async function postTrip(
  t: TestApp,
  owner: { token: string },
  place: number,
  from: number,
  to: number,
  fields: object = {},
) {
  const response = await callApi(t, owner, 'POST', '/trips/', {
    location: place,
    arrival_datetime: dayFromToday(t, from),
    departure_datetime: dayFromToday(t, to),
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Trip>();
}
