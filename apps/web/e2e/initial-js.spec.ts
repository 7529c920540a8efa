import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { formatTable, measureInitialJs, type RouteInitialJs } from './support/initial-js.ts';
import { demoMembers, viewports } from './support/pages.ts';

/** DESIGN §7: the initial JavaScript of any route, gzipped. */
const budgetBytes = 180 * 1024;

const visitorRoutes = [
  '/auth/login',
  '/auth/signup',
  '/auth/phone-login',
  '/auth/reset-password',
  '/auth/experience/network',
  '/onboarding/welcome/1',
  '/terms-and-conditions',
  '/privacy-policy',
  '/feedback',
];

/** Where signed-in members can be today: the guard holds them at onboarding or phone verification. */
const memberRoutes = [
  { route: '/onboarding/1', member: demoMembers.lucia },
  { route: '/phone-verification', member: demoMembers.amara },
  { route: '/feedback', member: demoMembers.lucia },
];

test('every route starts with at most 180 KB of gzipped JavaScript', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const measure = async (route: string, storage?: Record<string, string>) => ({
    phone: await measureInitialJs(browser, route, { viewport: viewports.phone, storage }),
    desktop: await measureInitialJs(browser, route, { viewport: viewports.desktop, storage }),
  });

  const results: RouteInitialJs[] = [];
  for (const route of visitorRoutes) results.push({ route, ...(await measure(route)) });
  for (const { route, member } of memberRoutes) {
    // The identity server refuses sign-ins that do not say which site they come from.
    const signIn = await request.post('/auth/sign-in/email', {
      headers: { origin: baseURL! },
      data: { email: member.email, password: member.password },
    });
    const token = signIn.headers()['set-auth-token'];
    expect(token, await signIn.text()).toBeTruthy();
    results.push({ route: `${route} (signed in)`, ...(await measure(route, { 'hat.token': token! })) });
  }

  const table = formatTable(results);
  console.log(`\nInitial JavaScript per route\n${table}\n`);
  writeFileSync(path.join(import.meta.dirname, '..', 'test-results', 'initial-js.md'), `${table}\n`);
  for (const { route, phone, desktop } of results) {
    expect.soft(phone.gzippedBytes, `${route} on a phone`).toBeLessThanOrEqual(budgetBytes);
    expect.soft(desktop.gzippedBytes, `${route} on a desktop`).toBeLessThanOrEqual(budgetBytes);
  }
});
