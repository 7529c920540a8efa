import { demoMembers, signIn, signUp, snap, uniqueEmail } from './support/pages.ts';
import { expect, test } from './support/test.ts';

/** SPEC §4 guards. */

test('a signed-in member without a home city is held at the first onboarding step', async ({ page }) => {
  await signUp(page, { firstName: 'Tove', lastName: 'Lund', email: uniqueEmail('tove') });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  for (const path of ['/', '/users/map', '/dashboard/trips', '/no/such/place', '/phone-verification']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding\/1$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Tove' })).toBeVisible();
  }
  // Onboarding shows only the centred logo: nothing to wander off to.
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open your menu' })).toHaveCount(0);

  // Public pages stay open to the member.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('an onboarded member without a verified phone is sent to phone verification', async ({ page }) => {
  await signIn(page, demoMembers.amara);
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await snap(page, 'phone-verification');
  for (const path of ['/', '/users/map', '/onboarding/1', '/no/such/place']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/phone-verification$/);
  }
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

  await page.goto('/phone-verification');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
