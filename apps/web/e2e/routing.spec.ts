import { createProMember, openSignedIn } from './support/members.ts';
import { demoMembers, fillSignIn, signIn, snap, viewports } from './support/pages.ts';
import { expect, test } from './support/test.ts';

test('a first-time visitor on a member page is sent to the welcome slides with the redirect kept', async ({ page }) => {
  await page.goto('/dashboard/trips');
  await expect(page).toHaveURL(/\/onboarding\/welcome\/1\?redirect=%2Fdashboard%2Ftrips$/);
  await snap(page, 'welcome-1');
  for (const step of [2, 3, 4]) {
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/onboarding/welcome/${step}\\?redirect=`));
    await snap(page, `welcome-${step}`);
  }
  await page.getByRole('link', { name: 'I already have an account' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Ftrips$/);
});

test('a visitor on a device that has seen an onboarded member is sent to login with the redirect kept', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('hat.onboarded', 'true'));
  await page.goto('/users/map');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fusers%2Fmap$/);
  await fillSignIn(page, demoMembers.lucia);
  // Signing in goes on to the redirect target.
  await expect(page).toHaveURL(/\/users\/map$/);
});

test('signing in as an onboarded member remembers the device for the next logged-out visit', async ({ page }) => {
  await signIn(page, demoMembers.lucia);
  expect(await page.evaluate(() => localStorage.getItem('hat.onboarded'))).toBe('true');
});

test('a signed-in member opening an unbuilt path on a phone lands on the users map, never on login', async ({
  page,
  request,
}) => {
  const member = await createProMember(request, { firstName: 'Odile', lastName: 'Marchand' });
  await page.setViewportSize(viewports.phone);
  // A slow network: the member's profile takes a while, and nothing may be decided before it arrives.
  await page.route(/\/thr\/v1\/api\/users\/me$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  // An unbuilt path: the phone goes to the users map once the member is known.
  await openSignedIn(page, member.token, '/some/unbuilt/path');
  await expect(page).toHaveURL(/\/users\/map$/, { timeout: 10_000 });
  expect(visited.filter((path) => path.startsWith('/auth/'))).toEqual([]);
});

test('public pages open without login', async ({ page }) => {
  // Nine pages, each photographed at both sizes: more than one page's worth of time.
  test.slow();
  for (const [path, heading, name] of [
    ['/terms-and-conditions', 'Terms and conditions', 'terms'],
    ['/privacy-policy', 'Privacy policy', 'privacy-policy'],
    ['/feedback', 'Feedback', 'feedback'],
    ['/auth/experience/network', 'A network that knows where you are going', 'experience-network'],
    ['/auth/experience/communities', 'Communities that meet in person', 'experience-communities'],
    ['/auth/experience/profile', 'Your profile, your rules', 'experience-profile'],
    ['/auth/phone-login', 'Sign in with your phone', 'phone-login'],
    ['/auth/login-ec', 'Find your people', 'login-contacts'],
    ['/auth/subscriber-signup?name=Ana', 'Know when Ana is in town', 'subscriber-signup'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await snap(page, name);
  }
  await page.goto('/terms-and-conditions');
  await expect(page.getByText(/GeoNames .*CC BY 4\.0/)).toBeVisible();
});

test('feedback sent while logged out thanks the sender and clears the form', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByLabel('Your message').fill('The crossings alert found my sister in Lisbon. Thank you!');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue('');
});

test('impersonation without a token says so and goes to login', async ({ page }) => {
  await page.goto('/auth/impersonate');
  await expect(page.getByText('Token is not present')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('impersonation with an invalid token says so and goes to login', async ({ page }) => {
  await page.goto('/auth/impersonate?token=not-a-real-token');
  await expect(page.getByText('Token is invalid or expired')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
