import {
  type ApiMember,
  connectByApi,
  createProMember,
  createSettledMember,
  openSignedIn,
  updateByApi,
} from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit, viewports } from './support/pages.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';
import { places } from './support/trips.ts';

/**
 * Issue 20 §3: the search dialog of SPEC §2 and `/search/{tab}`, at both sizes. Each size has its
 * own members, with names nobody else in the run has, so what search finds is theirs alone: each
 * worker (and a retry) makes its own friend, whose last name is sixteen letters of its own. Search
 * finds typos too: a friend of an earlier attempt named "Solheim" and a few letters matched this
 * one's name as a typo, and came between the journey's person and contact.
 */

const debounceMs = 400;
/** Sixteen letters of its own, as a last name: no other member's name is a typo of one with it. */
function ownLastName() {
  const letters = Array.from({ length: 16 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]!);
  return letters[0]!.toUpperCase() + letters.slice(1).join('');
}
const friends = {
  phone: { firstName: 'Ingeborg', lastName: ownLastName() },
  desktop: { firstName: 'Ottilie', lastName: ownLastName() },
} as const;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= viewports.desktop.width;

/** Opens search as the member would: from the sidebar on a desktop, from the "You" menu on a phone. */
async function openSearch(page: Page): Promise<Locator> {
  if (isDesktop(page)) {
    await page.getByTestId('sidebar').getByRole('button', { name: 'Search', exact: true }).click();
  } else {
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
    await page.getByTestId('you-drawer').getByRole('button', { name: 'Search', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=search/);
  return dialog;
}

const searchField = (scope: Locator | Page) => scope.getByRole('searchbox', { name: 'Search' });

for (const [size, viewport] of Object.entries(viewports) as [keyof typeof viewports, (typeof viewports)['phone']][]) {
  test.describe(`search at ${size} size`, () => {
    test.describe.configure({ mode: 'serial', timeout: timeLimit(60_000) });
    test.use({ viewport });
    const friendName = `${friends[size].firstName} ${friends[size].lastName}`;
    let rosa: ApiMember;
    let friend: ApiMember;

    test.beforeAll(async ({ request }) => {
      rosa = await createProMember(request, { firstName: 'Rosa', lastName: 'Quintero' });
      friend = await createSettledMember(request, friends[size]);
      await connectByApi(request, rosa, friend);
      await updateByApi(request, friend.token, friend.me.id, { base_location: places.lisbon });
      // Rosa keeps her friend in her address book too: the same name under people and under contacts.
      const contact = await request.post('/thr/v1/api/contacts/', {
        headers: { authorization: `Bearer ${rosa.token}` },
        data: { first_name: friends[size].firstName, last_name: friends[size].lastName },
      });
      expect(contact.status(), await contact.text()).toBe(201);
    });

    test("typing a friend's name shows them under people once the member stops typing", async ({ page }) => {
      await openSignedIn(page, rosa.token, '/feedback');
      const dialog = await openSearch(page);
      await expect(dialog.getByText('Find people, communities, trips, contacts and places.')).toBeVisible();
      const field = searchField(dialog);
      await expect(field).toBeFocused();

      // Two characters are not searched.
      await field.fill(friends[size].firstName.slice(0, 2));
      await expect(dialog.getByText('Type at least 3 characters to search.')).toBeVisible();

      const userSearches: number[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/search/users/')) userSearches.push(Date.now());
      });
      await field.fill('');
      await field.pressSequentially(friends[size].firstName, { delay: 60 });
      const typedAt = Date.now();
      const person = dialog
        .getByRole('region', { name: 'People' })
        .getByRole('link', { name: new RegExp(`^${friendName}`) });
      await expect(person).toBeVisible({ timeout: timeLimit(debounceMs + 1_500) });
      const shownAfter = Date.now() - typedAt;
      // The keystrokes made one search, sent once the member stopped for 400 ms, and answered soon after.
      expect(userSearches).toHaveLength(1);
      expect(userSearches[0]! - typedAt).toBeGreaterThanOrEqual(debounceMs - 100);
      expect(shownAfter).toBeLessThan(timeLimit(debounceMs + 1_500));
      await expect(person).toHaveAttribute('href', `/users/${friend.me.id}`);
      await expect(dialog.getByRole('link', { name: 'See all People' })).toHaveAttribute(
        'href',
        `/search/users?q=${friends[size].firstName}`,
      );

      await loadBothNavigations(page, { isSignedIn: true });
      await snap(page, 'search-dialog');
      await expectNoAccessibilityViolations(page);
    });

    test('the arrow keys move through the results of every section, Enter opens one, Escape closes', async ({
      page,
    }) => {
      await openSignedIn(page, rosa.token, '/feedback');
      const dialog = await openSearch(page);
      const field = searchField(dialog);
      await field.fill(friendName);
      const person = dialog
        .getByRole('region', { name: 'People' })
        .getByRole('link', { name: new RegExp(`^${friendName}`) });
      const contact = dialog
        .getByRole('region', { name: 'Contacts' })
        .getByRole('button', { name: new RegExp(`^${friendName}`) });
      await expect(person).toBeVisible();
      await expect(contact).toBeVisible();

      await field.press('ArrowDown');
      await expect(person).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(contact).toBeFocused();
      // Up goes back through the sections to the field.
      await page.keyboard.press('ArrowUp');
      await expect(person).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(field).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/dialog=/);

      const again = await openSearch(page);
      await searchField(again).fill(friendName);
      await expect(person).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/users/${friend.me.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: friendName })).toBeVisible();
    });

    test('recent searches are kept on the device, searched again with a tap, and cleared', async ({ page }) => {
      await openSignedIn(page, rosa.token, '/feedback');
      const first = await openSearch(page);
      await searchField(first).fill(friends[size].lastName);
      await first
        .getByRole('region', { name: 'People' })
        .getByRole('link', { name: new RegExp(`^${friendName}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/users/${friend.me.id}$`));

      // Kept across a reload: it lives on the device.
      await page.reload();
      const dialog = await openSearch(page);
      const recent = dialog.getByRole('region', { name: 'Recent searches' });
      const again = recent.getByRole('button', { name: `Search again for “${friends[size].lastName}”` });
      await expect(again).toBeVisible();
      await again.click();
      await expect(searchField(dialog)).toHaveValue(friends[size].lastName);
      await expect(
        dialog.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(`^${friendName}`) }),
      ).toBeVisible();

      await searchField(dialog).fill('');
      await recent.getByRole('button', { name: 'Clear recent searches' }).click();
      await expect(recent).toBeHidden();
      await expect(dialog.getByText('Find people, communities, trips, contacts and places.')).toBeVisible();
      // The dialog is in the address, so a reload opens it again: with nothing to offer from before.
      await page.reload();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Find people, communities, trips, contacts and places.')).toBeVisible();
      await expect(recent).toHaveCount(0);
    });

    test("a place opens the member's connections who live there", async ({ page }) => {
      await openSignedIn(page, rosa.token, '/feedback');
      const dialog = await openSearch(page);
      await searchField(dialog).fill('Lisbo');
      const lisbon = dialog
        .getByRole('region', { name: 'Places' })
        .getByRole('link', { name: /^Lisbon/ })
        .first();
      await expect(lisbon).toBeVisible();
      await lisbon.click();
      await expect(page).toHaveURL(new RegExp(`/spheres/connections\\?location=${places.lisbon}$`));
      await expect(page.getByLabel('Around a place')).toHaveValue(/Lisbon/);
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(friendName) })).toBeVisible();
    });

    test('the search page shows every section, then one section in full, with the search in the top bar', async ({
      page,
    }) => {
      await openSignedIn(page, rosa.token, `/search/top?q=${encodeURIComponent(friends[size].lastName)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Results for “${friends[size].lastName}”` }),
      ).toBeVisible();
      const topBarField = searchField(page.getByRole('banner'));
      await expect(topBarField).toHaveValue(friends[size].lastName);
      await expect(page.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(
        panel.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(`^${friendName}`) }),
      ).toBeVisible();
      await loadBothNavigations(page, { isSignedIn: true });
      await snap(page, 'search-top');
      await expectNoAccessibilityViolations(page);

      await panel.getByRole('link', { name: 'See all People' }).click();
      await expect(page).toHaveURL(new RegExp(`/search/users\\?q=${friends[size].lastName}$`));
      await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText('1 result')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(`^${friendName}`) })).toBeVisible();

      // Typing in the top bar searches again, and the address follows.
      await topBarField.fill(friends[size].firstName);
      await expect(page).toHaveURL(new RegExp(`/search/users\\?q=${friends[size].firstName}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: `Results for “${friends[size].firstName}”` }),
      ).toBeVisible();
    });

    test('a member who is not pro gets the pay wall at /search/top', async ({ page, request }) => {
      const nuno = await createSettledMember(request, { firstName: 'Nuno', lastName: 'Reis' });
      await openSignedIn(page, nuno.token, '/search/top?q=lisbon');
      await expect(page.getByRole('heading', { level: 1, name: 'See where your people are' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Become Pro' })).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
    });
  });
}
