import type { CreateTripRequest, Trip } from '@here-and-there/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import type { ApiMember } from './members.ts';

const api = '/thr/v1/api';

/** GeoNames ids of the places the journeys travel to. */
export const places = {
  lisbon: 2267057,
  berlin: 2950159,
  london: 2643743,
  madrid: 3117735,
  reykjavik: 3413829,
  tromso: 3133895,
  trondheim: 3133880,
  bergen: 3161732,
  stavanger: 3137115,
} as const;

/** A UTC calendar day `days` from today, as the trip form takes it. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A trip added through the API: to Lisbon in 20 days for 4 days, public, unless `fields` say otherwise. */
export async function addTripByApi(request: APIRequestContext, member: ApiMember, fields: Partial<CreateTripRequest>) {
  const response = await request.post(`${api}/trips/`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { location: places.lisbon, arrival_datetime: dayFromNow(20), departure_datetime: dayFromNow(23), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Trip;
}
