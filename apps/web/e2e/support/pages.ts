import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * A journey's own time limit, or a longer wait than the default: three times as long on CI, like
 * the limits of playwright.config.ts, since two cores carry the server, PostgreSQL and two
 * browsers there.
 */
export const timeLimit = (ms: number) => (process.env.CI ? ms * 3 : ms);

export const screenshotDir = path.join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Saves the current screen at phone and desktop size, then restores the size the journey runs at. */
export async function snap(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    // Lazily loaded chrome (sidebar, bottom navigation), fonts and transitions settle after the resize.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      // A resize re-renders first and transitions after, so look again until a frame starts none.
      for (;;) {
        await nextFrame();
        await nextFrame();
        const running = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .filter((animation) => animation.playState === 'running');
        if (running.length === 0) return;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    });
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${size}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves the screen as it is, at the size the journey runs at. */
export async function snapAsIs(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

let counter = 0;
/** An address nobody has used yet in this run. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${process.pid}.${counter++}@example.com`;

export const memberPassword = 'Passport2026';

export interface NewMember {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
}

export async function signUp(page: Page, member: NewMember) {
  await page.goto('/auth/signup');
  await fillSignUp(page, member);
}

/** Fills in the sign-up form on the screen and sends it. */
export async function fillSignUp(page: Page, member: NewMember) {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password ?? memberPassword);
  await page.getByLabel('Confirm password').fill(member.password ?? memberPassword);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function fillSignIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through the login screen and waits to land where the guard sends that member: the home
 * screen, onboarding, or phone verification.
 */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/auth/login');
  await fillSignIn(page, credentials);
  await expect(page).toHaveURL(/:\d+\/(onboarding\/(subscriber\/)?1|phone-verification)?$/);
}

/** Demo members seeded by DEMO_DATA=true (see apps/api/src/seed/demo-data.ts). */
export const demoPassword = 'Travel2026';
export const demoMembers = {
  /** Pro, onboarded, verified phone. */
  alex: { email: 'demo@hereandthere.app', password: demoPassword, name: 'Alex Morgan' },
  /** Pro, onboarded, verified phone. */
  lucia: { email: 'lucia.fernandes@example.com', password: demoPassword, name: 'Lúcia Fernandes', username: 'lucia_f' },
  /** Customer, onboarded, home city, no verified phone. */
  amara: { email: 'amara.okafor@example.com', password: demoPassword, name: 'Amara Okafor' },
  /** Pro, onboarded, verified phone. */
  jonas: { email: 'jonas.weber@example.com', password: demoPassword, name: 'Jonas Weber' },
  /** Admin: creates members and edits anyone's profile. */
  sam: { email: 'staff@hereandthere.app', password: demoPassword, name: 'Sam Okoro' },
  /** Subscriber who has not set up a home city yet. */
  kenji: { email: 'kenji.watanabe@example.com', password: demoPassword, name: 'Kenji Watanabe' },
} as const;

/** WCAG 2.1 A and AA, checked by axe-core on the screen as it is. */
export async function expectNoAccessibilityViolations(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  // Mid-transition colours sit between two states, and axe would measure those: a snackbar (it
  // hides itself after 1.2 s and may start fading out during the check) is let go first, other
  // transitions are let finish; endless animations (spinners, skeletons) are left running.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
  ).toEqual([]);
}

/**
 * Loads both navigations (each downloads only at its own size) so that `snap`, which resizes,
 * pictures the screen with the navigation that size really has.
 */
export async function loadBothNavigations(page: Page, { isSignedIn }: { isSignedIn: boolean }) {
  const original = page.viewportSize();
  await page.setViewportSize(viewports.phone);
  if (isSignedIn) await page.getByTestId('bottom-nav').waitFor();
  await page.setViewportSize(viewports.desktop);
  await page.getByTestId('sidebar').waitFor();
  if (original) await page.setViewportSize(original);
}
