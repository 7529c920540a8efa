import { expectNoAccessibilityViolations, viewports } from './support/pages.ts';
import { expect, test } from './support/test.ts';

// The screens anyone can open; each is checked against WCAG 2.1 A and AA by axe-core.
const publicScreens = [
  '/auth/login',
  '/auth/signup',
  '/auth/phone-login',
  '/auth/reset-password',
  '/onboarding/welcome/1',
  '/auth/experience/network',
  '/terms-and-conditions',
  '/feedback',
] as const;

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of publicScreens) {
      test(`${path} has no accessibility violations (${size})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      });
    }
  });
}
