import { readFileSync } from 'node:fs';
import type { Community, Event } from '@here-and-there/contracts';
import {
  type ApiMember,
  createProMember,
  createSettledMember,
  openSignedIn,
  signInBrowser,
} from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit, viewports } from './support/pages.ts';
import { type APIRequestContext, type Browser, expect, type Page, test, watchPageErrors } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const api = '/thr/v1/api';

test.describe.configure({ mode: 'parallel' });

const bearer = (member: ApiMember) => ({ authorization: `Bearer ${member.token}` });

/** A community of `owner`'s, public unless said, which `members` have joined. */
async function createCommunityByApi(
  request: APIRequestContext,
  owner: ApiMember,
  members: ApiMember[] = [],
  { isPrivate = false } = {},
) {
  const handle = `events_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const created = await request.post(`${api}/communities/`, {
    headers: bearer(owner),
    data: { name: 'Lisbon Walkers', handle, description: 'We walk the hills of Lisbon together.', private: isPrivate },
  });
  expect(created.status(), await created.text()).toBe(201);
  const community = (await created.json()) as Community;
  for (const member of members) {
    const joined = await request.post(`${api}/communities/${community.id}/join/`, { headers: bearer(member) });
    expect(joined.ok(), await joined.text()).toBe(true);
  }
  return community;
}

/** An event of `community` by its admin, through the API: in Lisbon in ten days, 18:00 to 21:00 UTC. */
async function createEventByApi(
  request: APIRequestContext,
  admin: ApiMember,
  fields: { name: string; community?: string; capacity?: number | null; days?: number },
) {
  const day = dayFromNow(fields.days ?? 10);
  const response = await request.post(`${api}/events/`, {
    headers: bearer(admin),
    data: {
      name: fields.name,
      location: places.lisbon,
      start_datetime: `${day}T18:00:00Z`,
      end_datetime: `${day}T21:00:00Z`,
      capacity: fields.capacity ?? null,
      community: fields.community ?? null,
      description: 'Meet at the Miradouro da Graça. Bring water.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Event;
}

/** A member's own browser, signed in, watched for page errors. */
async function memberPage(browser: Browser, member: ApiMember, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  watchPageErrors(context);
  await signInBrowser(context, member);
  return { context, page: await context.newPage() };
}

const eventSheet = (page: Page, name: string) => page.getByRole('dialog', { name });
const answerButton = (page: Page, name: 'Going' | 'Maybe' | 'Not going') =>
  page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name, exact: true });

for (const device of ['phone', 'desktop'] as const) {
  test(`an admin creates an event of one place in a community; a second member waits for it and moves up when the first drops out (${device})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(timeLimit(150_000));
    await page.setViewportSize(viewports[device]);
    const admin = await createSettledMember(request, { firstName: 'Marta', lastName: 'Sousa' });
    const bea = await createSettledMember(request, { firstName: 'Bea', lastName: 'Lopes' });
    const caio = await createSettledMember(request, { firstName: 'Caio', lastName: 'Rocha' });
    const community = await createCommunityByApi(request, admin, [bea, caio]);
    await createEventByApi(request, admin, { name: 'Fado night', community: community.id, days: 12 });

    // The admin creates the event from the community page.
    await openSignedIn(page, admin.token, `/communities/${community.id}`);
    const section = page.getByRole('region', { name: 'Upcoming events' });
    await expect(section.getByRole('button', { name: 'Open Fado night' })).toBeVisible();
    await section.getByRole('button', { name: 'Create event' }).click();
    const form = page.getByRole('dialog', { name: 'Create event' });
    await expect(form.getByText('In Lisbon Walkers')).toBeVisible();
    if (device === 'phone') {
      await loadBothNavigations(page, { isSignedIn: true });
      await snap(page, 'event-create');
    }

    // What is missing is said under each field; the name goes first.
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(4);
    await expect(form.getByLabel('Name')).toBeFocused();

    // The name is the community's already: the server's refusal shows under it, with the rest kept.
    await form.getByLabel('Name').fill('Fado night');
    const place = form.getByRole('combobox', { name: 'Place' });
    await place.click();
    await place.fill('Lisbon');
    await page
      .getByRole('option', { name: /^Lisbon/ })
      .first()
      .click();
    await expect(form.getByText(/Times in Lisbon \(GMT/)).toBeVisible();
    const day = dayFromNow(10);
    await form.getByLabel('Starts').fill(`${day}T19:00`);
    // A start after the end is told at once, in the spec's words.
    await form.getByLabel('Ends').fill(`${day}T18:00`);
    await expect(form.getByText('Departure date is after arrival date')).toBeVisible();
    if (device === 'phone') await snap(page, 'event-create-errors');
    await form.getByLabel('Ends').fill(`${day}T22:00`);
    await expect(form.getByText('Departure date is after arrival date')).toHaveCount(0);
    // A time already past cannot be chosen.
    await expect(form.getByLabel('Starts')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await form.getByRole('spinbutton', { name: 'Places' }).fill('1');
    await form.getByLabel('Description').fill('Sunset over the river, then dinner.\nBring a jacket.');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form.getByText('This community already has an event with this name')).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue('Sunset over the river, then dinner.\nBring a jacket.');

    await form.getByLabel('Name').fill('Sunset walk');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form).toHaveCount(0);
    await section.getByRole('button', { name: 'Open Sunset walk' }).click();
    const adminSheet = eventSheet(page, 'Sunset walk');
    await expect(adminSheet.getByText('0 of 1 taken')).toBeVisible();
    await expect(adminSheet.getByRole('button', { name: 'Edit' })).toBeVisible();
    const eventId = new URL(page.url()).searchParams.get('event')!;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);

    // Bea follows the link a notification carries and takes the one place at once.
    const beaSide = await memberPage(browser, bea, viewports[device]);
    await beaSide.page.goto(`/events?event=${eventId}`);
    const beaSheet = eventSheet(beaSide.page, 'Sunset walk');
    await expect(beaSheet.getByText('Sunset over the river, then dinner.')).toBeVisible();
    await answerButton(beaSide.page, 'Going').click();
    await expect(answerButton(beaSide.page, 'Going')).toHaveAttribute('aria-pressed', 'true');
    await expect(beaSheet.getByText('You are going. See you there!')).toBeVisible();
    await expect(beaSheet.getByText('1 of 1 taken')).toBeVisible();

    // Caio finds it full: going puts him on the waiting list, shown as soon as he answers.
    const caioSide = await memberPage(browser, caio, viewports[device]);
    await caioSide.page.goto(`/events?event=${eventId}`);
    const caioSheet = eventSheet(caioSide.page, 'Sunset walk');
    await expect(caioSheet.getByText('The event is full: choosing Going puts you on the waiting list.')).toBeVisible();
    await expect(caioSheet.getByRole('link', { name: 'Bea Lopes' })).toBeVisible();
    await answerButton(caioSide.page, 'Going').click();
    await expect(caioSheet.getByText('You are on the waiting list')).toBeVisible();
    await expect(caioSheet.getByText('1 on the waiting list')).toBeVisible();
    if (device === 'phone') await snap(caioSide.page, 'event-view-waitlisted');

    // Bea drops out; Caio moves up.
    await answerButton(beaSide.page, 'Not going').click();
    await expect(answerButton(beaSide.page, 'Not going')).toHaveAttribute('aria-pressed', 'true');
    await expect(beaSheet.getByText('1 of 1 taken')).toBeVisible();
    await caioSide.page.reload();
    await expect(caioSheet.getByText('You are going. See you there!')).toBeVisible();
    await expect(caioSheet.getByText('You are on the waiting list')).toHaveCount(0);
    await expect(caioSheet.getByRole('link', { name: 'Caio Rocha' })).toBeVisible();
    if (device === 'phone') {
      await snap(caioSide.page, 'event-view-going');
      await expectNoAccessibilityViolations(caioSide.page);
    }

    // His events list it with his answer.
    await caioSide.page.goto('/events?tab=mine');
    await expect(caioSide.page.getByRole('button', { name: 'Open Sunset walk' })).toContainText('Going');
    await beaSide.context.close();
    await caioSide.context.close();
  });
}

test('a member adds an event to their calendar as an .ics file, shares it and shows its QR code', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  const admin = await createSettledMember(request, { firstName: 'Ines', lastName: 'Prata' });
  const member = await createSettledMember(request, { firstName: 'Rui', lastName: 'Gaspar' });
  const community = await createCommunityByApi(request, admin, [member]);
  const event = await createEventByApi(request, admin, { name: 'Tram 28 ride', community: community.id, capacity: 20 });

  await page.setViewportSize(viewports.phone);
  await openSignedIn(page, member.token, '/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  // Events are public in a public community, so a retry's list holds the first attempt's too.
  await expect(page.getByRole('button', { name: 'Open Tram 28 ride' }).first()).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'events');
  await expectNoAccessibilityViolations(page);

  // The place and days download when asked for, and live in the address.
  await page.getByRole('button', { name: 'Place and dates' }).click();
  // The place's search downloads once the field is reached for.
  await page.getByRole('textbox', { name: 'Place' }).click();
  await page.getByRole('combobox', { name: 'Place' }).fill('Lisbon');
  await page
    .getByRole('option', { name: /^Lisbon/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`location=${places.lisbon}`));
  await page.getByLabel('From').fill(dayFromNow(9));
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Place and dates (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Tram 28 ride' }).first()).toBeVisible();
  await snap(page, 'events-filtered');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/location=/);

  await page.goto(`/events?event=${event.id}`);
  const sheet = eventSheet(page, 'Tram 28 ride');
  await expect(sheet.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(sheet.getByText('0 of 20 taken')).toBeVisible();
  await snap(page, 'event-view');
  await expectNoAccessibilityViolations(page);

  const download = page.waitForEvent('download');
  await sheet.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tram-28-ride.ics');
  // Long lines of an iCalendar file are folded: a line break and a space.
  const calendar = readFileSync(await file.path(), 'utf8').replace(/\r?\n /g, '');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('SUMMARY:Tram 28 ride');
  expect(calendar).toContain(`/events?event=${event.id}`);

  await sheet.getByRole('button', { name: 'QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'Scan QR Code' });
  await expect(qr.getByRole('img', { name: 'QR code of the link to Tram 28 ride' })).toBeVisible();
  await snap(page, 'event-qr');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await qr.getByRole('button', { name: 'Copy link' }).click();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe('/events');
  expect(link.searchParams.get('event')).toBe(event.id);
  expect(Number(atob(link.searchParams.get('t')!))).toBeGreaterThan(Date.now() - 60_000);
});

test('a visitor opens a public community’s event from its link and from the community page', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  const admin = await createSettledMember(request, { firstName: 'Joana', lastName: 'Reis' });
  const community = await createCommunityByApi(request, admin);
  const event = await createEventByApi(request, admin, { name: 'Miradouro picnic', community: community.id });
  const circle = await createCommunityByApi(request, admin, [], { isPrivate: true });
  const hidden = await createEventByApi(request, admin, { name: 'Members-only supper', community: circle.id });

  const context = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(context);
  const page = await context.newPage();
  await page.goto(`/events?event=${event.id}`);
  const sheet = eventSheet(page, 'Miradouro picnic');
  await expect(sheet.getByText('Meet at the Miradouro da Graça. Bring water.')).toBeVisible();
  await expect(sheet.getByText('Want to go?')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    `/auth/signup?redirect=${encodeURIComponent(`/events?event=${event.id}&dialog=view-event`)}`,
  );
  await loadBothNavigations(page, { isSignedIn: false });
  await snap(page, 'event-view-visitor');
  await expectNoAccessibilityViolations(page);

  // The events screen lists the public events for a visitor.
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Miradouro picnic' }).first()).toBeVisible();
  await snap(page, 'events-visitor');

  // The community page shows its upcoming events to a visitor, read-only, with a way in.
  await page.goto(`/communities/${community.id}`);
  const section = page.getByRole('region', { name: 'Upcoming events' });
  await section.getByRole('button', { name: 'Open Miradouro picnic' }).click();
  await expect(eventSheet(page, 'Miradouro picnic').getByText('Want to go?')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create event' })).toHaveCount(0);

  // A private community's event is not found by a visitor, who may sign in to look again.
  await page.goto(`/events?event=${hidden.id}`);
  const notFound = page.getByRole('dialog', { name: 'Event' });
  await expect(notFound.getByText('Event not found')).toBeVisible();
  await expect(notFound.getByText('Members-only supper')).toHaveCount(0);
  await expect(notFound.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Members-only supper' })).toHaveCount(0);
  await snap(page, 'event-not-found-visitor');
  await context.close();
});

test('the dashboard’s events tab lists the events where the member will be', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const admin = await createSettledMember(request, { firstName: 'Tiago', lastName: 'Neves' });
  const member = await createProMember(request, { firstName: 'Lena', lastName: 'Vogt' });
  const community = await createCommunityByApi(request, admin, [member]);
  await addTripByApi(request, member, { arrival_datetime: dayFromNow(9), departure_datetime: dayFromNow(12) });
  await createEventByApi(request, admin, { name: 'Alfama food walk', community: community.id, days: 10 });
  await createEventByApi(request, admin, { name: 'After the trip', community: community.id, days: 30 });

  await page.setViewportSize(viewports.phone);
  await openSignedIn(page, member.token, '/?tab=events');
  const panel = page.getByRole('tabpanel', { name: 'Events' });
  await expect(panel.getByRole('button', { name: 'Open Alfama food walk' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Open After the trip' })).toHaveCount(0);
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'dashboard-events');
  await page.goto('/dashboard/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events where you will be' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Alfama food walk' })).toBeVisible();
});

test('a member turns their calendar feed on, copies its address, gets a new one and turns it off', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const member = await createSettledMember(request, { firstName: 'Clara', lastName: 'Brandt' });
  await page.setViewportSize(viewports.phone);
  await openSignedIn(page, member.token, '/my-account/calendar');
  await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();
  const address = page.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/thr\/v1\/api\/calendar\/[\w-]+\.ics$/);
  const first = await address.inputValue();
  expect((await request.get(first)).status()).toBe(200);
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'account-calendar');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Get a new address' }).click();
  await expect(page.getByText('The current address stops working at once.', { exact: false })).toBeVisible();
  await page
    .getByRole('group', { name: 'Get a new address?' })
    .getByRole('button', { name: 'Get a new address' })
    .click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page
    .getByRole('group', { name: 'Turn the calendar feed off?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
  await snap(page, 'account-calendar-off');
  // Off stays off: opening the page again makes no new address.
  await page.reload();
  await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
});

test('an admin edits an event of their community and deletes it', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const admin = await createSettledMember(request, { firstName: 'Luis', lastName: 'Faria' });
  const member = await createSettledMember(request, { firstName: 'Ana', lastName: 'Mota' });
  const community = await createCommunityByApi(request, admin, [member]);
  const event = await createEventByApi(request, admin, { name: 'Morning run', community: community.id, capacity: 2 });
  const going = await request.post(`${api}/events/${event.id}/rsvp/`, {
    headers: bearer(member),
    data: { status: 'going' },
  });
  expect(going.status(), await going.text()).toBe(200);

  await page.setViewportSize(viewports.phone);
  await openSignedIn(page, admin.token, `/communities/${community.id}?dialog=view-event&event=${event.id}`);
  const sheet = eventSheet(page, 'Morning run');
  await expect(sheet.getByText('1 of 2 taken')).toBeVisible();
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit event' });
  const save = form.getByRole('button', { name: 'Save' });
  // An edit waits for a change.
  await expect(save).toBeDisabled();
  await form.getByLabel('Name').fill('Morning run by the river');
  await form.getByRole('spinbutton', { name: 'Places' }).fill('0');
  await save.click();
  await expect(form.getByText('Enter a whole number of at least 1')).toBeVisible();
  await snap(page, 'event-edit');
  await form.getByRole('spinbutton', { name: 'Places' }).fill('5');
  await save.click();
  await expect(form).toHaveCount(0);
  const renamed = eventSheet(page, 'Morning run by the river');
  await expect(renamed.getByText('1 of 5 taken')).toBeVisible();
  // The snackbar sits over the foot of the sheet until it goes, and stays while the pointer is on it.
  await page.mouse.move(0, 0);
  await expect(page.getByText('changes saved')).toHaveCount(0);

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(renamed.getByText('Delete this event?')).toBeVisible();
  await renamed.getByRole('group', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Event deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Upcoming events' }).getByText('No upcoming events')).toBeVisible();
  expect((await request.get(`${api}/events/${event.id}/`, { headers: bearer(member) })).status()).toBe(404);
});
