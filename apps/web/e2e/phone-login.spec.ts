import { snap } from './support/pages.ts';
import { demoMember, readLatestSmsCode } from './support/server.ts';
import { expect, test } from './support/test.ts';

test('a member signs in with the code texted to their phone', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with your phone number' }).click();
  await expect(page).toHaveURL(/\/auth\/phone-login$/);
  await page.getByLabel('Mobile number').fill(demoMember.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/phone-login-confirm\?phone=/);
  await snap(page, 'phone-login-confirm');

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is invalid or has expired')).toBeVisible();

  await page.getByLabel('6-digit code').fill(await readLatestSmsCode(demoMember.phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Here & There' })).toBeVisible();
});
