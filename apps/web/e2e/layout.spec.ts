import { demoMembers, signIn, snap, snapAsIs, viewports } from './support/pages.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The public pages (legal, feedback) show the full shell to members and visitors alike, so most
 * shell journeys run there.
 */
const memberMenuItems = ['Account settings', 'Messages', 'Notifications', 'Trips', 'Privacy', 'Integrations'];
const everyoneMenuItems = ['Terms and conditions', 'Privacy policy', 'Feedback'];

const youDrawer = (page: Page) => page.getByTestId('you-drawer').locator('.MuiDrawer-paper');

async function expectMemberDrawer(drawer: Locator, member: { name: string; username: string }) {
  const initials = member.name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
  await expect(drawer.getByText(initials, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: member.name })).toBeVisible();
  // The drawer names a member by their @username (their email only when they have none).
  await expect(drawer.getByText(`@${member.username}`)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', /^\/users\/[0-9a-f-]{36}$/);
  for (const item of [...memberMenuItems, ...everyoneMenuItems]) {
    await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('button', { name: 'Invite by email' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.describe('at 390×844', () => {
  test.use({ viewport: viewports.phone });

  test('a member gets the top bar and a bottom navigation whose items lead on', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/feedback');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Here & There, home' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const bottomNav = page.getByTestId('bottom-nav');
    for (const [label, path] of [
      ['Home', '/'],
      ['Connections', '/spheres/connections'],
      ['Map', '/users/map'],
      ['Networks', '/networks'],
    ] as const) {
      await expect(bottomNav.getByRole('link', { name: label })).toHaveAttribute('href', path);
    }
    await snap(page, 'feedback-member');

    // Each item leads to its screen and shows as the current one.
    for (const [label, landing] of [
      ['Home', /:\d+\/$/],
      ['Connections', /\/spheres\/connections$/],
      ['Map', /\/users\/map$/],
      ['Networks', /\/networks$/],
    ] as const) {
      await bottomNav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(landing);
      await expect(bottomNav).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    }
    await page.goto('/spheres/contacts');
    await expect(bottomNav.getByRole('link', { name: 'Connections' })).toHaveClass(/Mui-selected/);

    await page.goto('/privacy-policy');
    await bottomNav.getByRole('button', { name: 'You' }).click();
    const drawer = youDrawer(page);
    await expectMemberDrawer(drawer, demoMembers.lucia);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(viewports.phone.width);
    await snapAsIs(page, 'you-drawer-phone');

    await drawer.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(drawer).toBeHidden();
  });

  test('a pro member shows their profile QR code from the You drawer; a customer has no such button', async ({
    page,
  }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/feedback');
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
    await youDrawer(page).getByRole('button', { name: 'Show my QR code' }).click();
    await expect(page).toHaveURL(/[?&]dialog=user-qr/);
    const sheet = page.getByRole('dialog', { name: 'Scan QR Code' });
    await expect(sheet.getByRole('img', { name: 'QR code of the link to your profile' })).toBeVisible();
    await expect(sheet.getByText(demoMembers.lucia.name)).toBeVisible();
    await snap(page, 'user-qr');
    // The dialog lives in the address, so a reload brings it back.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Scan QR Code' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await signIn(page, demoMembers.amara);
    await page.goto('/feedback');
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
    await expect(youDrawer(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(youDrawer(page).getByRole('button', { name: 'Show my QR code' })).toHaveCount(0);
  });

  test('a member logs out from the You drawer', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/terms-and-conditions');
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
    await youDrawer(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('hat.token'))).toBeNull();
  });

  test('visitors get a menu with login, sign up, the legal pages and feedback instead of the bottom navigation', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = youDrawer(page);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(viewports.phone.width);
    for (const item of ['Log in', 'Sign up', ...everyoneMenuItems]) {
      await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    for (const item of [...memberMenuItems, 'Search']) {
      await expect(drawer.getByText(item, { exact: true })).toHaveCount(0);
    }
    await expect(drawer.getByRole('button', { name: 'Invite by email' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await snapAsIs(page, 'visitor-drawer-phone');

    await drawer.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });
});

test.describe('at 1440×900', () => {
  test.use({ viewport: viewports.desktop });

  test('the sidebar collapses from 240 to 55 px and stays collapsed after a reload', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/feedback');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Here & There' })).toHaveAttribute('href', '/');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    await snap(page, 'shell-sidebar-open');

    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(55);
    await snapAsIs(page, 'shell-sidebar-collapsed-desktop');

    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(55);
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
  });

  test('the You drawer opens from the avatar at 320 px with the member and their menu', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/terms-and-conditions');
    await page.getByRole('banner').getByRole('button', { name: 'Open your menu' }).click();
    const drawer = youDrawer(page);
    await expectMemberDrawer(drawer, demoMembers.lucia);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(320);
    await snapAsIs(page, 'you-drawer-desktop');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the sidebar reaches communities, the map, connections and contacts, and opens search', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/feedback');
    const sidebar = page.getByTestId('sidebar');
    for (const [label, landing, heading] of [
      ['Communities', /\/network$/, 'Communities'],
      ['Map', /\/users\/map$/, 'Map'],
      ['Connections', /\/spheres\/connections$/, 'Your people'],
      ['Contacts', /\/contacts$/, 'Contacts'],
    ] as const) {
      await sidebar.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    // Search opens its dialog over the screen the member is on.
    await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(search).toBeVisible();
    await expect(page).toHaveURL(/\/contacts\?dialog=search$/);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('People Around opens from the sidebar', async ({ page }) => {
    await signIn(page, demoMembers.lucia);
    await page.goto('/feedback');
    await page.getByTestId('sidebar').getByRole('link', { name: 'People Around' }).click();
    await expect(page).toHaveURL(/\/around$/);
    await expect(page.getByRole('heading', { level: 1, name: 'People Around' })).toBeVisible();
  });

  test('visitors get the sidebar with help and legal, and the top bar offers login and sign up', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Search', { exact: true })).toHaveCount(0);
    await sidebar.getByRole('button', { name: 'Help & legal' }).click();
    for (const item of everyoneMenuItems) await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Log in' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
  });
});
