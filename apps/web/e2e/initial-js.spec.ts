import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatTable, loadedOnceScreenIsUp, measureInitialJs, type RouteInitialJs } from './support/initial-js.ts';
import {
  connectByApi,
  createProMember,
  createSettledMember,
  signInByApi,
  signUpByApi,
  uniquePhoneNumber,
} from './support/members.ts';
import { demoMembers, timeLimit, uniqueEmail, viewports } from './support/pages.ts';
import { allowedGrowth, isRecording, recordedFigures, recordFigures } from './support/recorded-initial-js.ts';
import { type APIRequestContext, type Browser, expect, test } from './support/test.ts';

/** DESIGN §7: the initial JavaScript of any route, gzipped. */
const budgetBytes = 180 * 1024;

const visitorRoutes = [
  '/auth/login',
  '/auth/signup',
  '/auth/phone-login',
  '/auth/reset-password',
  '/auth/experience/network',
  '/onboarding/welcome/1',
  '/terms-and-conditions',
  '/privacy-policy',
  '/feedback',
];

// Each group of routes is a journey of its own, with its own members, so that the two workers share
// them. Recording runs them one after another: each rewrites its part of the same file.
test.describe.configure({ mode: isRecording ? 'serial' : 'parallel' });

interface RouteToMeasure {
  route: string;
  /** The route as reported, with ids left out. */
  shownAs?: string;
  /** The session of the member who opens it; none for a visitor. */
  token?: string;
}

async function measureRoutes(browser: Browser, routes: RouteToMeasure[]): Promise<RouteInitialJs[]> {
  const results: RouteInitialJs[] = [];
  for (const { route, shownAs, token } of routes) {
    const options = { token, deferred: loadedOnceScreenIsUp };
    // The two devices side by side: each in a context of its own, so neither's cache serves the other.
    const [phone, desktop] = await Promise.all([
      measureInitialJs(browser, route, { ...options, viewport: viewports.phone }),
      measureInitialJs(browser, route, { ...options, viewport: viewports.desktop }),
    ]);
    results.push({ route: token ? `${shownAs ?? route} (signed in)` : (shownAs ?? route), phone, desktop });
  }
  return results;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Reports a group's table, then holds each route to the budget and to its recorded figure. */
function checkRoutes(group: string, results: RouteInitialJs[]) {
  const table = formatTable(results);
  console.log(`\nInitial JavaScript per route: ${group}\n${table}\n`);
  writeFileSync(path.join(import.meta.dirname, '..', 'test-results', `initial-js-${group}.md`), `${table}\n`);
  if (isRecording) recordFigures(group, results);
  const recorded = recordedFigures(group);
  for (const { route, ...sizes } of results) {
    for (const device of ['phone', 'desktop'] as const) {
      const measured = sizes[device].gzippedBytes;
      expect
        .soft(measured, `${route} on a ${device}: ${kilobytes(measured)}, over the budget of ${kilobytes(budgetBytes)}`)
        .toBeLessThanOrEqual(budgetBytes);
      const figure = recorded[route]?.[device];
      expect.soft(figure, `${route} on a ${device}: no recorded figure (RECORD_INITIAL_JS=1 records it)`).toBeDefined();
      if (figure === undefined) continue;
      expect
        .soft(
          measured,
          `${route} on a ${device}: ${kilobytes(measured)}, recorded ${kilobytes(figure)} ` +
            `(at most ${allowedGrowth * 100} % more; RECORD_INITIAL_JS=1 records it again)`,
        )
        .toBeLessThanOrEqual(figure * (1 + allowedGrowth));
      if (measured < figure * (1 - allowedGrowth)) {
        console.log(
          `${route} on a ${device}: ${kilobytes(measured)}, recorded ${kilobytes(figure)}: record to keep the gain`,
        );
      }
    }
  }
}

/**
 * A member with a contact to invite and a trip to Lisbon, and a pro member connected with them who
 * is in Lisbon at the same time: the address book, the decks and the dashboard have people.
 */
async function createMembersMeetingInLisbon(request: APIRequestContext) {
  const keeper = await createSettledMember(request, { firstName: 'Pia', lastName: 'Lund' });
  const contact = await request.post('/thr/v1/api/contacts/', {
    headers: { authorization: `Bearer ${keeper.token}` },
    data: { first_name: 'Ola', last_name: 'Berg', cel: uniquePhoneNumber() },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const day = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const trip = await request.post('/thr/v1/api/trips/', {
    headers: { authorization: `Bearer ${keeper.token}` },
    data: { location: 2267057, arrival_datetime: day(10), departure_datetime: day(14) },
  });
  expect(trip.status(), await trip.text()).toBe(201);
  const { id: tripId } = (await trip.json()) as { id: string };
  const host = await createProMember(request, { firstName: 'Rui', lastName: 'Matos' });
  await connectByApi(request, host, keeper);
  const hostTrip = await request.post('/thr/v1/api/trips/', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { location: 2267057, arrival_datetime: day(11), departure_datetime: day(13) },
  });
  expect(hostTrip.status(), await hostTrip.text()).toBe(201);
  return { keeper, host, tripId };
}

test('routes a visitor opens start with at most 180 KB of gzipped JavaScript', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const lucia = await signInByApi(request, demoMembers.lucia);
  const invitation = await request.post('/thr/v1/api/user-invitations/', {
    headers: { authorization: `Bearer ${lucia.token}` },
    data: { email: uniqueEmail('invited') },
  });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const { id: invitationId } = (await invitation.json()) as { id: string };

  const routes: RouteToMeasure[] = [
    ...visitorRoutes.map((route) => ({ route })),
    { route: `/users/${lucia.me.id}`, shownAs: '/users/{id}' },
    { route: `/invitation/${invitationId}`, shownAs: '/invitation/{token}' },
  ];
  checkRoutes('visitors', await measureRoutes(browser, routes));
});

test('routes where members set themselves up and keep their profile start with at most 180 KB', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(300_000));
  const lucia = await signInByApi(request, demoMembers.lucia);
  const kenji = await signInByApi(request, demoMembers.kenji);
  const amara = await signInByApi(request, demoMembers.amara);
  const admin = await signInByApi(request, demoMembers.sam);
  // A member who has just signed up: onboarding holds them until their profile and home city are set.
  const newcomer = await signUpByApi(request, { firstName: 'Ines', lastName: 'Jung' });

  const routes: RouteToMeasure[] = [
    { route: '/users/map', token: lucia.token },
    { route: '/my-account/profile', token: lucia.token },
    { route: '/my-account/privacy', token: lucia.token },
    { route: `/users/edit/${lucia.me.id}`, shownAs: '/users/edit/{id}', token: lucia.token },
    { route: '/users/create', token: admin.token },
    { route: '/onboarding/1', token: newcomer.token },
    { route: '/onboarding/2', token: newcomer.token },
    { route: '/onboarding/3', token: newcomer.token },
    { route: '/onboarding/subscriber/1', token: kenji.token },
    { route: '/phone-verification', token: amara.token },
    { route: '/feedback', token: lucia.token },
    // Another member's profile, with the connection controls.
    { route: `/users/${amara.me.id}`, shownAs: '/users/{id}', token: lucia.token },
    { route: '/notifications', token: lucia.token },
  ];
  checkRoutes('members-profile', await measureRoutes(browser, routes));
});

test('routes of a member’s contacts and trips start with at most 180 KB', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const { keeper, tripId } = await createMembersMeetingInLisbon(request);

  const routes: RouteToMeasure[] = [
    { route: '/contacts', token: keeper.token },
    { route: '/spheres/contacts', token: keeper.token },
    { route: '/spheres/connections', token: keeper.token },
    { route: '/dashboard/contacts/swipe', token: keeper.token },
    { route: '/trips', token: keeper.token },
    { route: `/trips/${tripId}`, shownAs: '/trips/{id}', token: keeper.token },
    { route: `/trips/edit/${tripId}`, shownAs: '/trips/edit/{id}', token: keeper.token },
    { route: `/trips/edit/${tripId}/notifications`, shownAs: '/trips/edit/{id}/notifications', token: keeper.token },
  ];
  checkRoutes('contacts-and-trips', await measureRoutes(browser, routes));
});

test('routes of a pro member’s Here & There start with at most 180 KB', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const { host } = await createMembersMeetingInLisbon(request);

  const routes: RouteToMeasure[] = [
    { route: '/', token: host.token },
    { route: '/?tab=trips', token: host.token },
    { route: '/?tab=alerts', token: host.token },
    { route: '/?tab=contacts', token: host.token },
    { route: '/dashboard/users', token: host.token },
    { route: '/dashboard/users/recent', token: host.token },
    { route: '/dashboard/users/swipe', token: host.token },
    { route: '/dashboard/trips/swipe', token: host.token },
    { route: '/around', token: host.token },
    { route: '/users/map', shownAs: '/users/map (pro)', token: host.token },
    // Search's page; its dialog is a chunk of its own that no route's first download holds.
    { route: '/search/top?q=lisbon', shownAs: '/search/top', token: host.token },
  ];
  checkRoutes('here-and-there', await measureRoutes(browser, routes));
});

test('routes of events start with at most 180 KB', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const { host } = await createMembersMeetingInLisbon(request);
  const day = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const event = await request.post('/thr/v1/api/events/', {
    headers: { authorization: `Bearer ${host.token}` },
    data: {
      name: 'Tasca dinner',
      location: 2267057,
      start_datetime: `${day}T19:00:00Z`,
      end_datetime: `${day}T22:00:00Z`,
    },
  });
  expect(event.status(), await event.text()).toBe(201);

  const routes: RouteToMeasure[] = [
    { route: '/events' },
    { route: '/events', token: host.token },
    { route: '/?tab=events', shownAs: '/?tab=events (pro)', token: host.token },
    { route: '/dashboard/events', shownAs: '/dashboard/events (pro)', token: host.token },
    { route: '/my-account/calendar', token: host.token },
  ];
  checkRoutes('events', await measureRoutes(browser, routes));
});

test('routes of communities start with at most 180 KB', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const owner = await createSettledMember(request, { firstName: 'Ines', lastName: 'Moura' });
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/thr/v1/api/communities/', {
    headers,
    data: {
      name: 'Porto Walkers',
      handle: `porto_${Date.now().toString(36)}`,
      description: 'Walks along the Douro.',
      private: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const link = await request.post(`/thr/v1/api/communities/${id}/invitation-links/`, { headers, data: {} });
  expect(link.status(), await link.text()).toBe(201);
  const { token } = (await link.json()) as { token: string };

  const routes: RouteToMeasure[] = [
    { route: `/communities/${id}`, shownAs: '/communities/{id}' },
    { route: `/invitation/community/${token}`, shownAs: '/invitation/community/{token}' },
    { route: '/networks', token: owner.token },
    { route: `/communities/${id}`, shownAs: '/communities/{id}', token: owner.token },
    { route: `/communities/${id}/details`, shownAs: '/communities/{id}/details', token: owner.token },
    { route: `/communities/${id}/general`, shownAs: '/communities/{id}/general', token: owner.token },
  ];
  checkRoutes('communities', await measureRoutes(browser, routes));
});

test('routes of a member’s messages start with at most 180 KB', async ({ browser, request }) => {
  test.setTimeout(timeLimit(300_000));
  const owner = await createSettledMember(request, { firstName: 'Lea', lastName: 'Brandt' });
  const friend = await createSettledMember(request, { firstName: 'Tom', lastName: 'Keller' });
  await connectByApi(request, owner, friend);
  const headers = { authorization: `Bearer ${owner.token}` };
  const created = await request.post('/thr/v1/api/messaging/', { headers, data: { users: [friend.me.id] } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post(`/thr/v1/api/messaging/${id}/messages/`, {
    headers,
    data: { text: 'See you in Lisbon', client_msg_id: crypto.randomUUID() },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const routes: RouteToMeasure[] = [
    { route: '/inbox/active', token: owner.token },
    { route: `/inbox/view/${id}`, shownAs: '/inbox/view/{id}', token: owner.token },
  ];
  checkRoutes('messages', await measureRoutes(browser, routes));
});
