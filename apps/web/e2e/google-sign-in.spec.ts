import { expect, test } from '@playwright/test';
import { useGoogleIdentity } from './support/google-provider.ts';
import { snap, uniqueEmail } from './support/pages.ts';

test('Google sign-in sends the visitor to the provider and brings them back signed in', async ({ page }) => {
  useGoogleIdentity({ email: uniqueEmail('mateo'), given_name: 'Mateo', family_name: 'Rossi' });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome, Mateo' })).toBeVisible();
  await snap(page, 'google-onboarding');
});

test('a provider error that the account uses another login method is explained', async ({ page }) => {
  await page.goto('/auth/login?error=account_not_linked');
  await expect(page.getByText('This account already exists with a different login provider')).toBeVisible();
});
