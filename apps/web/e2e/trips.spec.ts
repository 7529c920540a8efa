import type { Contact, Trip } from '@here-and-there/contracts';
import { connectByApi, createSettledMember, openSignedIn, uniquePhoneNumber, updateByApi } from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit } from './support/pages.ts';
import { readTextMessagesTo } from './support/server.ts';
import { expect, type Page, test } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const api = '/thr/v1/api';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function choosePlace(page: Page, field: ReturnType<Page['getByRole']>, typed: string, option: RegExp) {
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a member adds a trip through the dialog, edits it, tells a contact and deletes it', async ({ page, request }) => {
  test.setTimeout(timeLimit(90_000));
  const member = await createSettledMember(request, { firstName: 'Rosa', lastName: 'Lindqvist' });
  const phone = uniquePhoneNumber();
  const contact = await request.post(`${api}/contacts/`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { first_name: 'Ola', last_name: 'Berg', cel: phone },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const ola = (await contact.json()) as Contact;

  await openSignedIn(page, member.token, '/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No trips' })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'trips-empty');

  await page.getByRole('button', { name: 'Add trip' }).click();
  const form = dialog(page, 'Add a trip');
  await expect(page).toHaveURL(/dialog=create-trip/);
  const destination = form.getByRole('combobox', { name: 'Destination' });
  await expect(destination).toBeFocused();
  const add = form.getByRole('button', { name: 'Add trip' });
  await snap(page, 'trip-create');

  // Submitting the untouched form asks for what is missing, the destination focused first.
  await add.click();
  await expect(form.getByText('This field is required')).toHaveCount(3);
  await expect(destination).toBeFocused();
  await snap(page, 'trip-create-errors');
  await form.getByLabel('Description').fill('Web Summit, then a week by the sea');

  // The home city is pointed out as soon as it is chosen.
  await choosePlace(page, destination, 'Berlin', /^Berlin/);
  await expect(form.getByText('Trip destination cannot be the same as base location')).toBeVisible();
  await choosePlace(page, destination, 'Lisbon', /^Lisbon/);
  await expect(form.getByText('Trip destination cannot be the same as base location')).toHaveCount(0);

  // So is a departure before the arrival; past days cannot be picked, and a typed one is refused at once.
  const arrival = form.getByLabel('Arrival');
  await expect(arrival).toHaveAttribute('min', dayFromNow(0));
  await arrival.fill(dayFromNow(-2));
  await expect(form.getByText('Dates in the past cannot be chosen')).toBeVisible();
  await arrival.fill(dayFromNow(10));
  await form.getByLabel('Departure').fill(dayFromNow(8));
  await expect(form.getByText('Departure date is after arrival date')).toBeVisible();
  await snap(page, 'trip-create-departure');
  await form.getByLabel('Departure').fill(dayFromNow(13));
  await expect(form.getByText('Departure date is after arrival date')).toHaveCount(0);

  // Nothing typed was lost on the way.
  await expect(form.getByLabel('Description')).toHaveValue('Web Summit, then a week by the sea');
  await form
    .getByRole('combobox', { name: 'Who sees this trip' })
    .selectOption({ label: 'Visible only to people you know' });
  await form.getByRole('switch', { name: 'Tell my network' }).check();
  await add.click();

  // Her first trip: the page opens with the offer of pushes, which she puts off.
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}\?dialog=push-offer$/);
  const tripId = new URL(page.url()).pathname.split('/').at(-1)!;
  // The pointer leaves the form's button, where the "changes saved" under it would wait for it.
  await page.mouse.move(0, 0);
  await page
    .getByRole('dialog', { name: 'Get a push when someone you know will be there' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisbon, Portugal' })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByText('Visible only to people you know')).toBeVisible();
  await expect(page.getByText('Web Summit, then a week by the sea')).toBeVisible();
  await expect(page.getByText('Nobody yet')).toBeVisible();
  await snap(page, 'trip-page-own');
  await expectNoAccessibilityViolations(page);

  // Editing waits for a change.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit trip');
  // A saved destination shows at once; its search downloads when the member reaches for it.
  await expect(edit.getByLabel('Destination')).toHaveValue('Lisbon, Portugal');
  const save = edit.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await snap(page, 'trip-edit');
  await edit.getByLabel('Description').fill('Web Summit, then surfing in Ericeira');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=/);
  await expect(page.getByText('Web Summit, then surfing in Ericeira')).toBeVisible();

  // Contacts to tell: at least one.
  await page.getByRole('link', { name: 'Notify contacts' }).click();
  await expect(page).toHaveURL(`/trips/edit/${tripId}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notify contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Notify', exact: true }).click();
  await expect(page.getByText('Choose at least one')).toBeVisible();
  await snap(page, 'trip-notify-contacts');
  await page.getByRole('checkbox', { name: /Ola Berg/ }).check();
  await expect(page.getByText('1 chosen')).toBeVisible();
  await expect(page.getByText('Choose at least one')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notify', exact: true }).click();
  await expect(page).toHaveURL(`/trips/${tripId}`);
  await expect(page.getByText('1 contact chosen to notify')).toBeVisible();
  // Ola is not a member: a text tells her, with a link to Rosa's public profile.
  await expect
    .poll(async () => (await readTextMessagesTo(ola.cel!)).map((message) => message.body).join('\n'))
    .toContain(`/users/${member.me.id}`);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete this trip?')).toBeVisible();
  await snap(page, 'trip-delete');
  await page.getByRole('group', { name: 'Delete this trip?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/trips');
  await expect(page.getByRole('heading', { name: 'No trips' })).toBeVisible();
  const gone = await request.get(`${api}/trips/${tripId}/`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(gone.status()).toBe(404);
});

test('a trip found in mail is the owner’s alone until submitting its form confirms it', async ({ page, request }) => {
  test.setTimeout(timeLimit(60_000));
  const member = await createSettledMember(request, { firstName: 'Yara', lastName: 'Haddad' });
  const friend = await createSettledMember(request, { firstName: 'Nils', lastName: 'Ek' });
  await connectByApi(request, member, friend);
  const found = await addTripByApi(request, member, { status: 'from_gmail' });

  // Not confirmed: nobody else may see it.
  await openSignedIn(page, friend.token, `/trips/${found.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
  await snap(page, 'trip-not-found');

  await openSignedIn(page, member.token, `/trips/${found.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisbon, Portugal' })).toBeVisible();
  await expect(page.getByText('Generated', { exact: true })).toBeVisible();
  await expect(page.getByText('To Confirm', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notify contacts' })).toHaveCount(0);
  await snap(page, 'trip-page-generated');

  await page.goto(`/trips/edit/${found.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit trip' })).toBeVisible();
  await expect(page.getByText('We found this trip in your mail.')).toBeVisible();
  // Confirming needs no change.
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toBeEnabled();
  await snap(page, 'trip-edit-page');
  await confirm.click();

  await expect(page).toHaveURL(`/trips/${found.id}`);
  await expect(page.getByText('To Confirm', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notify contacts' })).toBeVisible();
  const confirmed = await request.get(`${api}/trips/${found.id}/`, {
    headers: { authorization: `Bearer ${friend.token}` },
  });
  expect(((await confirmed.json()) as Trip).status).toBe('confirmed');

  // Now the friend sees it, and who goes there.
  await openSignedIn(page, friend.token, `/trips/${found.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisbon, Portugal' })).toBeVisible();
  await expect(page.getByText('Trip of Yara Haddad')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await snap(page, 'trip-page-other');
  await expectNoAccessibilityViolations(page);
});

test('the member’s trips come soonest first, coloured by how soon, and a trip shows whom it meets', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const member = await createSettledMember(request, { firstName: 'Ines', lastName: 'Moreau' });
  const friend = await createSettledMember(request, { firstName: 'Tiago', lastName: 'Sousa' });
  // Tiago lives in Lisbon and lets the people he knows see it.
  await updateByApi(request, friend.token, friend.me.id, { base_location: places.lisbon });
  await connectByApi(request, member, friend);
  const later = await addTripByApi(request, member, {
    arrival_datetime: dayFromNow(30),
    departure_datetime: dayFromNow(34),
  });
  await addTripByApi(request, member, {
    location: places.london,
    arrival_datetime: dayFromNow(3),
    departure_datetime: dayFromNow(5),
  });
  await addTripByApi(request, member, {
    location: places.madrid,
    arrival_datetime: dayFromNow(10),
    departure_datetime: dayFromNow(11),
    visibility: 'hidden',
  });

  await openSignedIn(page, member.token, '/trips');
  const rows = page.getByRole('region', { name: 'Upcoming' }).getByRole('link');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('London');
  await expect(rows.nth(0)).toContainText('in 3 days');
  await expect(rows.nth(1)).toContainText('Madrid');
  await expect(rows.nth(1)).toContainText('Visible only to you');
  await expect(rows.nth(2)).toContainText('Lisbon');
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'trips-list');
  await expectNoAccessibilityViolations(page);

  await rows.nth(2).click();
  await expect(page).toHaveURL(`/trips/${later.id}`);
  const meets = page.getByRole('region', { name: 'Who you will meet' });
  const tiago = meets.getByRole('link', { name: /Tiago Sousa/ });
  await expect(tiago).toContainText('There too');
  await snap(page, 'trip-page-crossings');
  await tiago.click();
  await expect(page).toHaveURL(`/users/${friend.me.id}`);
  await page.goBack();

  // Whatever its visibility, the trip can be hidden from people the member is connected with.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit trip');
  await edit.getByRole('button', { name: 'Choose people' }).click();
  await edit.getByRole('checkbox', { name: /Tiago Sousa/ }).check();
  await expect(edit.getByText('1 person', { exact: true })).toBeVisible();
  await snap(page, 'trip-exclusions');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Hidden from 1 person')).toBeVisible();
  const asTiago = await request.get(`${api}/trips/${later.id}/`, {
    headers: { authorization: `Bearer ${friend.token}` },
  });
  expect(asTiago.status()).toBe(404);
});

test("a member's page shows the upcoming trips the viewer may see, coloured by how soon they start", async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const [vera, kofi, lena] = await Promise.all([
    createSettledMember(request, { firstName: 'Vera', lastName: 'Novak' }),
    createSettledMember(request, { firstName: 'Kofi', lastName: 'Mensah' }),
    createSettledMember(request, { firstName: 'Lena', lastName: 'Brandt' }),
  ]);
  // Kofi holds Vera in his general network.
  await connectByApi(request, kofi, vera, 'general');
  await addTripByApi(request, kofi, {
    location: places.lisbon,
    arrival_datetime: dayFromNow(3),
    departure_datetime: dayFromNow(5),
    visibility: 'public',
  });
  await addTripByApi(request, kofi, {
    location: places.madrid,
    arrival_datetime: dayFromNow(10),
    departure_datetime: dayFromNow(12),
    visibility: 'general-network',
  });
  await addTripByApi(request, kofi, {
    location: places.london,
    arrival_datetime: dayFromNow(30),
    departure_datetime: dayFromNow(33),
    visibility: 'public',
  });
  await addTripByApi(request, kofi, {
    location: places.reykjavik,
    arrival_datetime: dayFromNow(20),
    departure_datetime: dayFromNow(22),
    visibility: 'hidden',
  });

  await openSignedIn(page, vera.token, `/users/${kofi.me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kofi Mensah' })).toBeVisible();
  const trips = page.getByRole('list', { name: 'Trips of Kofi' });
  const rows = trips.getByRole('link');
  await expect(rows).toHaveCount(3);
  // Soonest first, within 7 days urgent, within 14 a warning, later a success (SPEC §2).
  await expect(rows.nth(0)).toContainText('Lisbon, Portugal');
  await expect(rows.nth(0)).toHaveAttribute('data-urgency', 'error');
  await expect(rows.nth(1)).toContainText('Madrid, Spain');
  await expect(rows.nth(1)).toHaveAttribute('data-urgency', 'warning');
  await expect(rows.nth(2)).toContainText('London, United Kingdom');
  await expect(rows.nth(2)).toHaveAttribute('data-urgency', 'success');
  await expect(trips).not.toContainText('Reykjavík');
  await snap(page, 'member-page-trips');
  await expectNoAccessibilityViolations(page);

  // Lena is no connection of Kofi's: his general-network trip is not hers to see.
  await openSignedIn(page, lena.token, `/users/${kofi.me.id}`);
  await expect(page.getByRole('list', { name: 'Trips of Kofi' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Trips of Kofi' })).not.toContainText('Madrid');

  // A member without trips says so.
  await openSignedIn(page, vera.token, `/users/${lena.me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Brandt' })).toBeVisible();
  await expect(page.getByText('No trips', { exact: true })).toBeVisible();
  await snap(page, 'member-page-no-trips');
});
