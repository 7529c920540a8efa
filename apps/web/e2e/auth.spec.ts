import { demoMembers, fillSignIn, memberPassword, signUp, snap, uniqueEmail } from './support/pages.ts';
import { readLatestEmailLink } from './support/server.ts';
import { expect, test } from './support/test.ts';

test('a new member who signs up lands on the first onboarding step', async ({ page }) => {
  await page.goto('/auth/signup');
  await snap(page, 'signup');
  await signUp(page, { firstName: 'Nora', lastName: 'Lindqvist', email: uniqueEmail('nora') });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await snap(page, 'onboarding-start');
});

test('sign-up asks for matching passwords and accepted terms before calling the server', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Berg');
  await page.getByLabel('Email').fill(uniqueEmail('ida'));
  await page.getByLabel('Password', { exact: true }).fill('Passport2026');
  await page.getByLabel('Confirm password').fill('Passport2027');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions and the privacy policy')).toBeVisible();
  await snap(page, 'signup-errors');
});

test('sign-up with a registered email shows the error under the email field', async ({ page }) => {
  await signUp(page, { firstName: 'Alex', lastName: 'Again', email: demoMembers.alex.email });
  await expect(page.getByText('User with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup/);
});

test('a wrong password shows "Email or password is incorrect"', async ({ page }) => {
  await page.goto('/auth/login');
  await snap(page, 'login');
  await fillSignIn(page, { email: demoMembers.alex.email, password: 'NotThePassword1' });
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await snap(page, 'login-failed');
});

test('a sign-in refused for another reason than the password never says the password is wrong', async ({ page }) => {
  await page.goto('/auth/login');
  const answers = [
    { status: 403, code: 'forbidden', shown: 'Something went wrong!' },
    { status: 500, code: 'internal', shown: 'Something went wrong!' },
    { status: 429, code: 'rate_limited', shown: 'Too many requests. Please try again later.' },
  ];
  for (const { status, code, shown } of answers) {
    await page.route('**/auth/sign-in/email', (route) => route.fulfill({ status, json: { code, message: shown } }));
    await fillSignIn(page, { email: demoMembers.alex.email, password: memberPassword });
    await expect(page.getByRole('alert')).toHaveText(shown);
    await page.unroute('**/auth/sign-in/email');
  }
  // The connection is lost on the way.
  await page.route('**/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
  await fillSignIn(page, { email: demoMembers.alex.email, password: memberPassword });
  await expect(page.getByRole('alert')).toHaveText('Something went wrong!');
});

test('a password shorter than 8 characters is refused before calling the server', async ({ page }) => {
  await page.goto('/auth/login');
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/sign-in')) signIns.push(request.url());
  });
  await fillSignIn(page, { email: demoMembers.alex.email, password: 'Short1' });
  await expect(page.getByText('The password must be at least 8 characters long.')).toBeVisible();
  expect(signIns).toEqual([]);
});

test('the password reset screen without a token says the link is invalid and shows no form', async ({ page }) => {
  await page.goto('/auth/reset-password-confirm');
  await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save new password' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /new link/i })).toBeVisible();
  await snap(page, 'reset-password-confirm-no-token');
});

test('a member signs out from onboarding and signs back in where they left off', async ({ page }) => {
  const email = uniqueEmail('liv');
  await signUp(page, { firstName: 'Liv', lastName: 'Moen', email });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Liv' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('hat.token'))).toBeNull();

  await fillSignIn(page, { email, password: memberPassword });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
});

test('an onboarded member signs in to the home screen, the lists of SPEC §2 asked for at once', async ({ page }) => {
  await page.goto('/auth/login');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/thr/v1/api/')) asked.push(`${pathname.slice('/thr/v1/api'.length)}${search}`);
  });
  await fillSignIn(page, demoMembers.lucia);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Here & There' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav').or(page.getByTestId('sidebar'))).toBeVisible();
  // Communities (5000), own trips, active chats (5000), the people met (500) and 20 notifications.
  const prefetched = [
    /^\/communities\/\?.*mine=true/,
    /^\/trips\/\?.*user=/,
    /^\/messaging\/\?.*archived=false/,
    /^\/crossings\/$/,
    /^\/notifications\/\?.*limit=20/,
  ];
  await expect.poll(() => prefetched.filter((wanted) => !asked.some((path) => wanted.test(path))).length).toBe(0);
});

test('a password reset request always answers with the neutral message', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await snap(page, 'reset-password');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If this email is registered, we have sent a link to reset your password.'),
  ).toBeVisible();
});

test('a member resets a forgotten password with the emailed link and signs in with the new one', async ({ page }) => {
  const email = uniqueEmail('rosa');
  await signUp(page, { firstName: 'Rosa', lastName: 'Lindgren', email });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login form stays on screen until the reset screen has loaded, and both ask for an email.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If this email is registered')).toBeVisible();

  await page.goto(await readLatestEmailLink(email, '/auth/reset-password'));
  await expect(page).toHaveURL(/\/auth\/reset-password-confirm\?token=/);
  await snap(page, 'reset-password-confirm');
  const newPassword = 'Compass2027';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await fillSignIn(page, { email, password: memberPassword });
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await fillSignIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
});
