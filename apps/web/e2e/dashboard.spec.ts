import { sessionCookie } from '@here-and-there/contracts';
import {
  connectByApi,
  createProMember,
  createSettledMember,
  openSignedIn,
  signInBrowser,
  uniquePhoneNumber,
  updateByApi,
} from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit, viewports } from './support/pages.ts';
import { expect, type Locator, type Page, test, watchPageErrors } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const api = '/thr/v1/api';

/** A titled part of the people tab: "Here", "There", "Near misses". */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const person = (scope: Page | Locator, name: string) => scope.getByRole('link', { name: new RegExp(name) });

test('two connected members going to Lisbon at the same time each find the other under There, never a hidden trip', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  const [ana, ben, cai] = await Promise.all([
    createProMember(request, { firstName: 'Ana', lastName: 'Quintela' }),
    createProMember(request, { firstName: 'Ben', lastName: 'Okafor' }),
    createSettledMember(request, { firstName: 'Cai', lastName: 'Lundgren' }),
  ]);
  await connectByApi(request, ana, ben);
  await connectByApi(request, cai, ana, 'close');
  const benTrip = await addTripByApi(request, ben, {
    arrival_datetime: dayFromNow(5),
    departure_datetime: dayFromNow(9),
  });
  await addTripByApi(request, ana, { arrival_datetime: dayFromNow(6), departure_datetime: dayFromNow(12) });
  // Cai goes too, but shows the trip to nobody.
  await addTripByApi(request, cai, {
    arrival_datetime: dayFromNow(6),
    departure_datetime: dayFromNow(8),
    visibility: 'hidden',
  });

  // The server draws each member's dashboard with their own people, many at once, and a visitor's
  // page with nobody's: the links in each page are to the people its member may see. Ben and Cai
  // do not know each other: neither's page names the other anywhere, not even in the data it was
  // drawn with, sent along for the app to start from.
  const drawnDashboard = async (member: { token: string } | null) => {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (member) headers.cookie = `${sessionCookie}=${encodeURIComponent(member.token)}`;
    return (await request.get('/', { headers })).text();
  };
  const profileLink = (member: { me: { id: string } }) => `href="/users/${member.me.id}"`;
  const viewers = [ana, ben, cai, null, ana, ben, cai, null];
  const pages = await Promise.all(viewers.map(drawnDashboard));
  pages.forEach((html, index) => {
    const viewer = viewers[index];
    expect(html.includes('data-server-rendered'), `drawn for ${viewer?.me.first_name ?? 'a visitor'}`).toBe(!!viewer);
    // Whether Cai, going with his trip hidden, sees Ana is the crossings' business, not this check's.
    for (const other of [ana, ben, cai].filter((other) => !(viewer === cai && other === ana))) {
      const isSeen = (viewer === ana && other === ben) || (viewer === ben && other === ana);
      expect(html.includes(profileLink(other)), `${other.me.first_name} in the page of ${viewer?.me.first_name}`).toBe(
        isSeen,
      );
      const isStranger = (viewer === ben && other === cai) || (viewer === cai && other === ben);
      if (isStranger) {
        expect(html.includes(other.me.id), `${other.me.first_name}'s id in the page of ${viewer?.me.first_name}`).toBe(
          false,
        );
      }
    }
  });

  const context = await browser.newContext();
  watchPageErrors(context);
  const page = await context.newPage();
  await openSignedIn(page, ana.token, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Here & There' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  const there = section(page, 'There');
  await expect(person(there, 'Ben Okafor')).toBeVisible();
  await expect(person(there, 'Ben Okafor')).toContainText('Lisbon');
  await expect(person(section(page, 'Here'), 'Ben Okafor')).toHaveCount(0);
  await expect(page.getByText('Cai Lundgren')).toHaveCount(0);
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'dashboard-people');
  await expectNoAccessibilityViolations(page);

  // The trips tab: Ben's trip in the colour of "within 7 days", nothing of Cai's.
  await page.getByRole('tab', { name: 'Trips' }).click();
  await expect(page).toHaveURL(/\?tab=trips$/);
  const trips = page.getByRole('list', { name: 'Trips of your people' });
  const benRow = trips.getByRole('link', { name: /Ben Okafor/ });
  await expect(benRow).toContainText('Lisbon, Portugal');
  await expect(benRow).toContainText('in 5 days');
  await expect(trips.getByRole('link', { name: /Cai Lundgren/ })).toHaveCount(0);
  await expect(trips.getByRole('link', { name: /Ana Quintela/ })).toHaveCount(0);
  await snap(page, 'dashboard-trips');
  await expectNoAccessibilityViolations(page);
  await benRow.click();
  await expect(page).toHaveURL(`/trips/${benTrip.id}`);

  // The same list as a page of its own.
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Who you will meet' })).toBeVisible();
  await expect(person(section(page, 'There'), 'Ben Okafor')).toBeVisible();
  await snap(page, 'dashboard-users-page');

  await context.close();

  // Ben sees Ana the same way, on a phone that takes over the dashboard as the server drew it, with
  // the people it was drawn with: it asks for none of them again.
  const phone = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(phone);
  await signInBrowser(phone, ben);
  const bensPhone = await phone.newPage();
  const crossingsAsked: string[] = [];
  bensPhone.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `${api}/crossings/`) crossingsAsked.push(sent.url());
  });
  await bensPhone.goto('/');
  await expect(bensPhone.locator('fieldset[data-server-rendered]:enabled')).toBeAttached();
  await expect(person(section(bensPhone, 'There'), 'Ana Quintela')).toBeVisible();
  await expect(bensPhone.getByText('Cai Lundgren')).toHaveCount(0);
  expect(crossingsAsked).toEqual([]);
  await phone.close();
});

test('a friend away for a day in the middle of my trip is one row, with both stays', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const [dara, eli] = await Promise.all([
    createProMember(request, { firstName: 'Dara', lastName: 'Nolan' }),
    createSettledMember(request, { firstName: 'Eli', lastName: 'Sørensen' }),
  ]);
  await updateByApi(request, eli.token, eli.me.id, { base_location: places.lisbon });
  await connectByApi(request, dara, eli);
  await addTripByApi(request, dara, { arrival_datetime: dayFromNow(10), departure_datetime: dayFromNow(16) });
  await addTripByApi(request, eli, {
    location: places.madrid,
    arrival_datetime: dayFromNow(13),
    departure_datetime: dayFromNow(13),
  });

  await openSignedIn(page, dara.token, '/');
  const eliRow = person(section(page, 'There'), 'Eli Sørensen');
  await expect(eliRow).toHaveCount(1);
  await expect(eliRow).toContainText(/Lisbon, Portugal · .+ and .+/);
  await snap(page, 'dashboard-people-stays');
});

test('a member who is not pro gets the pay wall on the home screen', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Ines', lastName: 'Varga' });
  await openSignedIn(page, member.token, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'See where your people are' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become Pro' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'People' })).toHaveCount(0);
  for (const path of ['/dashboard/trips', '/dashboard/users/swipe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'See where your people are' })).toBeVisible();
  }
});

test("a new pro member finds every tab empty in the spec's words, and the recent people newest first", async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  const member = await createProMember(request, { firstName: 'Noor', lastName: 'Haddad' });
  await openSignedIn(page, member.token, '/');
  await expect(page.getByRole('heading', { name: 'No users' })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'dashboard-people-empty');

  await page.getByRole('tab', { name: 'Trips' }).click();
  await expect(page.getByRole('heading', { name: 'No trips' })).toBeVisible();
  await page.getByRole('button', { name: 'Add trip' }).click();
  await expect(page).toHaveURL(/dialog=create-trip/);
  await expect(page.getByRole('dialog', { name: 'Add a trip' })).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'No alerts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'dashboard-alerts-empty');

  // A contact to invite: the tab leads to the swipe deck.
  const contact = await request.post(`${api}/contacts/`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { first_name: 'Ola', last_name: 'Berg', cel: uniquePhoneNumber() },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('1 contact could be invited by text.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contacts to invite' }).getByText('Ola Berg')).toBeVisible();
  await snap(page, 'dashboard-contacts');
  await page.getByRole('link', { name: 'Swipe to invite' }).click();
  await expect(page).toHaveURL('/dashboard/contacts/swipe');

  // The people the member chose, the latest connection first.
  const first = await createSettledMember(request, { firstName: 'Olle', lastName: 'Berglund' });
  const second = await createSettledMember(request, { firstName: 'Pia', lastName: 'Sandberg' });
  await connectByApi(request, member, first);
  await connectByApi(request, second, member);
  await page.goto('/dashboard/users/recent');
  const recent = page.getByRole('list', { name: 'Recent people' }).getByRole('link');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText('Pia Sandberg');
  await expect(recent.nth(1)).toContainText('Olle Berglund');
  await snap(page, 'dashboard-recent');
});

test("the trips of the member's people as a swipe deck: right asks the traveller to be close, then recent people", async ({
  page,
  request,
}) => {
  const member = await createProMember(request, { firstName: 'Vera', lastName: 'Holm' });
  const traveller = await createSettledMember(request, { firstName: 'Yusuf', lastName: 'Demir' });
  await connectByApi(request, member, traveller);
  await addTripByApi(request, traveller, { location: places.lisbon });

  await openSignedIn(page, member.token, '/dashboard/trips/swipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips of your people' })).toBeVisible();
  const card = page.getByRole('group', { name: 'Trip of Yusuf Demir to Lisbon, Portugal' });
  await expect(card).toBeVisible();
  await expect(page.getByText('1 of 1')).toBeVisible();
  await snap(page, 'dashboard-trips-swipe');
  await page.getByRole('button', { name: 'Ask Yusuf Demir for a close connection' }).click();
  await expect(page).toHaveURL('/dashboard/users/recent');
  await expect
    .poll(async () => {
      const response = await request.get(`${api}/connections/`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      return ((await response.json()) as { results: { receiver: string; type: string }[] }).results.find(
        (connection) => connection.receiver === traveller.me.id,
      )?.type;
    })
    .toBe('close');
});

test('the alerts tab shows the latest alerts, and their deck marks one read before the recent people', async ({
  page,
  request,
}) => {
  const member = await createProMember(request, { firstName: 'Lena', lastName: 'Brandt' });
  const asker = await createSettledMember(request, { firstName: 'Omar', lastName: 'Haddad' });
  const asked = await request.post(`${api}/connections/`, {
    headers: { authorization: `Bearer ${asker.token}` },
    data: { receiver: member.me.id, type: 'general' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await openSignedIn(page, member.token, '/?tab=alerts');
  const alerts = page.getByRole('list', { name: 'Latest alerts' });
  await expect(alerts.getByRole('button', { name: /^Unread: Omar Haddad asked to connect with you/ })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'dashboard-alerts');
  await expectNoAccessibilityViolations(page);

  await page.getByRole('link', { name: 'Swipe through' }).click();
  await expect(page).toHaveURL('/dashboard/alerts/swipe');
  await expect(page.getByRole('group', { name: 'Alert about Omar Haddad' })).toBeVisible();
  await snap(page, 'dashboard-alerts-swipe');
  await page.getByRole('button', { name: 'Mark the alert about Omar Haddad read' }).click();
  await expect(page).toHaveURL('/dashboard/users/recent');
  await page.goto('/?tab=alerts');
  await expect(alerts.getByRole('button', { name: /^Omar Haddad asked to connect with you/ })).toBeVisible();
});

test('the people a member meets as a swipe deck: each person once, and a skip leaves them as they were', async ({
  page,
  request,
}) => {
  const member = await createProMember(request, { firstName: 'Tess', lastName: 'Moreau' });
  const friend = await createSettledMember(request, { firstName: 'Ugo', lastName: 'Bianchi' });
  await connectByApi(request, member, friend);
  // Two trips of Ugo's meet the member's one trip: one card all the same.
  await addTripByApi(request, member, { arrival_datetime: dayFromNow(8), departure_datetime: dayFromNow(16) });
  await addTripByApi(request, friend, { arrival_datetime: dayFromNow(9), departure_datetime: dayFromNow(10) });
  await addTripByApi(request, friend, { arrival_datetime: dayFromNow(13), departure_datetime: dayFromNow(14) });

  await openSignedIn(page, member.token, '/dashboard/users/swipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Who you will meet' })).toBeVisible();
  const card = page.getByRole('group', { name: 'Ugo Bianchi' });
  await expect(card).toBeVisible();
  await expect(card.getByText('There', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 1')).toBeVisible();
  await snap(page, 'dashboard-users-swipe');
  await page.getByRole('button', { name: 'Skip Ugo Bianchi' }).click();
  await expect(page).toHaveURL('/dashboard/users/recent');
  const connections = await request.get(`${api}/connections/`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  const held = ((await connections.json()) as { results: { receiver: string; type: string }[] }).results;
  expect(held.find((connection) => connection.receiver === friend.me.id)?.type).toBe('general');
});
