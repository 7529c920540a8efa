import { createProMember, openSignedIn, solidPng } from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, snapAsIs, timeLimit } from './support/pages.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const api = '/thr/v1/api';

/**
 * Drags a card sideways by `share` of the window's width with the mouse, and lets go; by its top
 * edge, or by the middle of `grip` (the card's picture).
 */
async function drag(
  page: Page,
  card: Locator,
  share: number,
  { release = true, grip }: { release?: boolean; grip?: Locator } = {},
) {
  const box = (await card.boundingBox())!;
  const width = page.viewportSize()!.width;
  const held = grip && (await grip.boundingBox())!;
  const start = held
    ? { x: held.x + held.width / 2, y: held.y + held.height / 2 }
    : { x: box.x + box.width / 2, y: box.y + 40 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + share * width, start.y, { steps: 12 });
  if (release) await page.mouse.up();
}

test('People Around: a drag right asks for a close connection, a short one snaps back, left skips, then recent people', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  // A retried run finds the first run's travellers where it left them: it travels elsewhere.
  const place = test.info().retry === 0 ? places.reykjavik : places.tromso;
  const [viewer, asha, bruno, cleo] = await Promise.all([
    createProMember(request, { firstName: 'Vik', lastName: 'Sorensen' }),
    createProMember(request, { firstName: 'Asha', lastName: 'Nair' }),
    createProMember(request, { firstName: 'Bruno', lastName: 'Costa' }),
    createProMember(request, { firstName: 'Cleo', lastName: 'Martin' }),
  ]);
  // They are there from today: within the last 7 days up to now, as People Around looks.
  for (const member of [asha, bruno, cleo]) {
    await addTripByApi(request, member, {
      location: place,
      arrival_datetime: dayFromNow(0),
      departure_datetime: dayFromNow(3),
    });
  }

  // The deck starts where the viewer is today, at home in Berlin; the viewer picks another place.
  await openSignedIn(page, viewer.token, '/around');
  await expect(page.getByRole('heading', { level: 1, name: 'People Around' })).toBeVisible();
  await page.getByRole('button', { name: 'Place: Berlin, Germany. Change it' }).click();
  const placeField = page.getByRole('combobox', { name: 'Place' });
  await expect(placeField).toBeFocused();
  const town = place === places.reykjavik ? 'Reykjavík' : 'Tromsø';
  await placeField.fill(town.slice(0, 5));
  await page
    .getByRole('option', { name: new RegExp(`^${town}`) })
    .first()
    .click();
  await expect(page).toHaveURL(`/around?location=${place}`);
  const card = page.getByTestId('swipe-card');
  await expect(card.getByRole('heading', { name: 'Asha Nair' })).toBeVisible();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await expect(card.getByText('Visiting')).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'around');
  await expectNoAccessibilityViolations(page);

  // Past 40 % of the width to the right: Asha is asked for a close connection.
  const asked = page.waitForResponse(
    (response) => response.url().endsWith(`${api}/connections/`) && response.request().method() === 'POST',
  );
  await drag(page, card, 0.45);
  const request_ = (await asked).request();
  expect(request_.postDataJSON()).toEqual({ receiver: asha.me.id, type: 'close' });
  await expect(card.getByRole('heading', { name: 'Bruno Costa' })).toBeVisible();
  await expect(page.getByText('Invitation sent to Asha Nair')).toBeVisible();

  // A short drag: Bruno snaps back.
  await drag(page, card, 0.3, { release: false });
  await expect(card).toHaveAttribute('data-dragging', 'true');
  await snapAsIs(page, 'around-dragging');
  await page.mouse.up();
  await expect(card).toHaveAttribute('data-dragging', 'false');
  await expect(card.getByRole('heading', { name: 'Bruno Costa' })).toBeVisible();
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).transform))
    .toBe('matrix(1, 0, 0, 1, 0, 0)');

  // Left: Bruno is skipped without asking anything.
  let posted = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith(`${api}/connections/`) && sent.method() === 'POST') posted += 1;
  });
  await drag(page, card, -0.45);
  await expect(card.getByRole('heading', { name: 'Cleo Martin' })).toBeVisible();
  // The last card by its button, as a keyboard would: an empty deck goes on to the recent people.
  await page.getByRole('button', { name: 'Skip Cleo Martin' }).click();
  await expect(page).toHaveURL('/dashboard/users/recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent people' })).toBeVisible();
  expect(posted).toBe(0);

  // Asha's profile says what the deck did.
  await page.goto(`/users/${asha.me.id}`);
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await page.goto(`/users/${bruno.me.id}`);
  await expect(page.getByRole('heading', { name: 'Bruno Costa' })).toBeVisible();
  await expect(page.getByText('Invitation sent', { exact: true })).toHaveCount(0);
});

test('a card dragged by its picture snaps back after a short drag and goes past 40 %', async ({ page, request }) => {
  test.setTimeout(timeLimit(60_000));
  const place = test.info().retry === 0 ? places.bergen : places.stavanger;
  const [viewer, dara, emil] = await Promise.all([
    createProMember(request, { firstName: 'Nell', lastName: 'Hughes' }),
    createProMember(request, { firstName: 'Dara', lastName: 'Quinn' }),
    createProMember(request, { firstName: 'Emil', lastName: 'Berg' }),
  ]);
  for (const [member, colour] of [
    [dara, [200, 120, 60]],
    [emil, [60, 140, 200]],
  ] as const) {
    const upload = await request.put(`${api}/users/${member.me.id}/`, {
      headers: { authorization: `Bearer ${member.token}` },
      multipart: {
        profile_picture: { name: 'me.png', mimeType: 'image/png', buffer: solidPng(120, 120, [...colour]) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await addTripByApi(request, member, {
      location: place,
      arrival_datetime: dayFromNow(0),
      departure_datetime: dayFromNow(3),
    });
  }

  await openSignedIn(page, viewer.token, `/around?location=${place}`);
  const card = page.getByTestId('swipe-card');
  await expect(card.getByRole('heading', { name: 'Dara Quinn' })).toBeVisible();
  const picture = card.getByRole('img', { name: 'Dara Quinn' });
  await expect(picture).toBeVisible();

  // A short drag by the picture: the browser does not carry the picture off, and Dara snaps back.
  await drag(page, card, 0.3, { grip: picture, release: false });
  await expect(card).toHaveAttribute('data-dragging', 'true');
  await page.mouse.up();
  await expect(card).toHaveAttribute('data-dragging', 'false');
  await expect(card.getByRole('heading', { name: 'Dara Quinn' })).toBeVisible();
  await expect(page.getByText('1 of 2')).toBeVisible();
  await expect
    .poll(() => card.evaluate((element) => getComputedStyle(element).transform))
    .toBe('matrix(1, 0, 0, 1, 0, 0)');

  // Past 40 % by the picture, to the left: Dara is skipped.
  await drag(page, card, -0.45, { grip: picture });
  await expect(card.getByRole('heading', { name: 'Emil Berg' })).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
});

test('People Around at a place where nobody is says so and offers the recent people', async ({ page, request }) => {
  const viewer = await createProMember(request, { firstName: 'Wren', lastName: 'Abbott' });
  await openSignedIn(page, viewer.token, `/around?location=${places.trondheim}`);
  await expect(page.getByRole('button', { name: /^Place: Trondheim/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No users' })).toBeVisible();
  await snap(page, 'around-empty');
  await page.getByRole('link', { name: 'Recent people' }).click();
  await expect(page).toHaveURL('/dashboard/users/recent');
});
