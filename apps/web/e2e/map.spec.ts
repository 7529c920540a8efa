import { connectByApi, createProMember, createSettledMember, openSignedIn } from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit } from './support/pages.ts';
import { expect, test } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

test('the users map shows the people the member chose, clustered, without reaching the internet', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(timeLimit(90_000));
  const [viewer, dana, eli, fay] = await Promise.all([
    createProMember(request, { firstName: 'Mara', lastName: 'Lindholm' }),
    createSettledMember(request, { firstName: 'Dana', lastName: 'Reyes' }),
    createSettledMember(request, { firstName: 'Eli', lastName: 'Novak' }),
    createSettledMember(request, { firstName: 'Fay', lastName: 'Doyle' }),
  ]);
  for (const member of [dana, eli, fay]) await connectByApi(request, viewer, member);
  // Dana and Eli live in Berlin; Fay spends these days in Lisbon.
  await addTripByApi(request, fay, {
    location: places.lisbon,
    arrival_datetime: dayFromNow(0),
    departure_datetime: dayFromNow(2),
  });

  // Anything not from this server would be a tile server or a font service: refused and counted.
  const outside: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(baseURL!).origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await openSignedIn(page, viewer.token, '/users/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Your people on the map' });
  await expect(list.getByRole('link', { name: /Fay Doyle.*In Lisbon/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Dana Reyes.*At home in Berlin/ })).toBeVisible();

  // WebGL runs here through SwiftShader: the map draws, with Berlin's two or three people as one cluster.
  const map = page.getByTestId('people-map');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: timeLimit(20_000) });
  await expect(map.getByRole('button', { name: /people here/ }).first()).toBeVisible({ timeout: timeLimit(15_000) });
  await expect(map.getByRole('button', { name: /Fay Doyle, In Lisbon/ })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'users-map');
  await expectNoAccessibilityViolations(page);

  // A cluster in one city lists its people; a person opens their profile.
  await map
    .getByRole('button', { name: /people here/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: 'In this city' });
  await expect(sheet.getByRole('link', { name: /Dana Reyes/ })).toBeVisible({ timeout: timeLimit(15_000) });
  await snap(page, 'users-map-city');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await map.getByRole('button', { name: /Fay Doyle, In Lisbon/ }).click();
  await expect(page).toHaveURL(`/users/${fay.me.id}`);

  await page.goto('/users/map?period=quarter');
  await expect(page.getByRole('tab', { name: 'Next 3 months' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('link', { name: /Eli Novak/ })).toBeVisible();
  expect(outside).toEqual([]);
});

test('without WebGL the users map lists the same people instead', async ({ page, request }) => {
  const [viewer, gus] = await Promise.all([
    createProMember(request, { firstName: 'Hedda', lastName: 'Strom' }),
    createSettledMember(request, { firstName: 'Gus', lastName: 'Ferreira' }),
  ]);
  await connectByApi(request, viewer, gus);
  // As on a device without a GPU: no canvas gives a WebGL context.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return type.startsWith('webgl') ? null : getContext.call(this, type as '2d', ...(rest as []));
    } as typeof getContext;
  });
  await openSignedIn(page, viewer.token, '/users/map');
  await expect(
    page.getByRole('list', { name: 'Your people on the map' }).getByRole('link', { name: /Gus Ferreira/ }),
  ).toBeVisible();
  await expect(page.getByTestId('people-map')).toHaveCount(0);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  await snap(page, 'users-map-list');
});

test('a member who is not pro gets the pay wall on the users map', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Ivo', lastName: 'Marek' });
  await openSignedIn(page, member.token, '/users/map');
  await expect(page.getByRole('heading', { level: 1, name: 'See where your people are' })).toBeVisible();
});
