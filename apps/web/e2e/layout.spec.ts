import { expect, test } from '@playwright/test';
import { demoMembers, signIn, snap, viewports, withHomeCity } from './support/pages.ts';

test.describe('at 390×844', () => {
  test.use({ viewport: viewports.phone });

  test('the bottom navigation leads around and "You" opens a full-width drawer', async ({ page }) => {
    await withHomeCity(page);
    await signIn(page, demoMembers.lucia);
    const bottomNav = page.getByTestId('bottom-nav');
    for (const label of ['Home', 'Connections', 'Map', 'Networks', 'You']) {
      await expect(bottomNav.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('sidebar')).toBeHidden();

    await bottomNav.getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/users\/map$/);

    await bottomNav.getByRole('button', { name: 'You' }).click();
    const drawer = page.getByTestId('you-drawer').locator('.MuiDrawer-paper');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(demoMembers.lucia.name)).toBeVisible();
    await expect(drawer.getByText(demoMembers.lucia.email)).toBeVisible();
    for (const item of [
      'Account settings',
      'Messages',
      'Notifications',
      'Trips',
      'Search',
      'Privacy',
      'Integrations',
    ]) {
      await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    expect((await drawer.boundingBox())?.width).toBe(390);
    await page.screenshot({ path: 'test-results/screenshots/you-drawer-phone.png' });

    await drawer.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(drawer).toBeHidden();
  });

  test('visitors get a menu with login, sign up and the legal pages instead of the bottom navigation', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('you-drawer').locator('.MuiDrawer-paper');
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/visitor-drawer-phone.png' });
  });
});

test.describe('at 1440×900', () => {
  test.use({ viewport: viewports.desktop });

  test('the sidebar collapses from 240 to 55 px and stays collapsed after a reload', async ({ page }) => {
    await withHomeCity(page);
    await signIn(page, demoMembers.lucia);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
    await expect(sidebar.getByRole('link', { name: 'Here & There' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Communities' })).toHaveAttribute('href', '/network');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
    await snap(page, 'shell-sidebar-open');

    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(55);
    await page.screenshot({ path: 'test-results/screenshots/shell-sidebar-collapsed-desktop.png' });

    await page.reload();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(55);
    await page.getByTestId('sidebar').getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(240);
  });

  test('a coming-soon item is disabled and explains itself', async ({ page }) => {
    await withHomeCity(page);
    await signIn(page, demoMembers.lucia);
    const around = page.getByTestId('sidebar').getByRole('button', { name: /People Around/ });
    await expect(around).toBeDisabled();
    await around.locator('..').hover();
    await expect(page.getByRole('tooltip', { name: 'Coming Soon' })).toBeVisible();
  });
});
