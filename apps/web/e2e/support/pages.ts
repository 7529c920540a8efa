import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const screenshotDir = path.join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Saves the current screen at phone and desktop size, then restores the size the journey runs at. */
export async function snap(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    // Lets lazily loaded chrome (sidebar, bottom navigation) and fonts settle after the resize.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${size}.png`) });
  }
  if (original) await page.setViewportSize(original);
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

export async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/auth/login');
  await fillSignIn(page, credentials);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Demo members seeded by DEMO_DATA=true (see apps/api/src/seed/demo-data.ts). */
export const demoPassword = 'Travel2026';
export const demoMembers = {
  /** Pro, onboarded, verified phone. */
  alex: { email: 'demo@hereandthere.app', password: demoPassword, name: 'Alex Morgan' },
  /** Pro, onboarded, verified phone. */
  lucia: { email: 'lucia.fernandes@example.com', password: demoPassword, name: 'Lúcia Fernandes' },
  /** Customer, onboarded, no verified phone. */
  amara: { email: 'amara.okafor@example.com', password: demoPassword, name: 'Amara Okafor' },
} as const;

/**
 * The server cannot record a home city yet (locations arrive with onboarding), and the guard sends
 * every member without one to onboarding. Journeys about the signed-in shell give the member a
 * home city in their profile answer so they can get past that guard.
 */
export async function withHomeCity(page: Page) {
  await page.route('**/thr/v1/api/users/me', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const member = await response.json();
    const lisbon = { id: '2267057', title: 'Lisbon, Portugal', latitude: 38.71667, longitude: -9.13333 };
    return route.fulfill({ response, json: { ...member, base_location: lisbon } });
  });
}
