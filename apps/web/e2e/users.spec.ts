import type { Me, SignupResponse, UpdateUserRequest } from '@here-and-there/contracts';
import { measureInitialJs } from './support/initial-js.ts';
import { signInBrowser } from './support/members.ts';
import {
  demoMembers,
  expectNoAccessibilityViolations,
  fillSignIn,
  loadBothNavigations,
  memberPassword,
  snap,
  timeLimit,
  uniqueEmail,
  viewports,
} from './support/pages.ts';
import { readLatestSmsCode } from './support/server.ts';
import { type APIRequestContext, expect, type Page, test, watchPageErrors } from './support/test.ts';

/**
 * How members see each other (SPEC §2 user page), privacy, deleting an account and Become Pro.
 * The members a journey needs are made through the API, so each journey starts where it matters.
 */

interface ApiMember {
  id: string;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}

const apiPath = (path: string) => `/thr/v1/api${path}`;
const bearer = (member: { token: string }) => ({ authorization: `Bearer ${member.token}` });

async function createMember(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
): Promise<ApiMember> {
  const email = uniqueEmail(
    name.firstName
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase(),
  );
  const response = await request.post(apiPath('/signup/'), {
    data: {
      first_name: name.firstName,
      last_name: name.lastName,
      email,
      password: memberPassword,
      accept_terms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = (await response.json()) as SignupResponse;
  return { id: user.id, token, email, ...name };
}

async function updateMember(request: APIRequestContext, member: ApiMember, changes: UpdateUserRequest) {
  const response = await request.put(apiPath(`/users/${member.id}/`), { headers: bearer(member), data: changes });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Me;
}

async function signInViaApi(
  request: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string },
) {
  // The identity server refuses sign-ins that do not say which site they come from.
  const response = await request.post('/auth/sign-in/email', { headers: { origin: baseURL }, data: credentials });
  const token = response.headers()['set-auth-token'];
  expect(token, await response.text()).toBeTruthy();
  const me = await request.get(apiPath('/users/me'), { headers: { authorization: `Bearer ${token}` } });
  return { token: token!, me: (await me.json()) as Me };
}

/** A home city, onboarding done and a verified phone: what the guard asks of a member before home. */
async function makeReadyForHome(request: APIRequestContext, baseURL: string, member: ApiMember) {
  const places = await request.get(apiPath('/address-search/?q=Lisbon'));
  expect(places.status(), await places.text()).toBe(200);
  const [lisbon] = (await places.json()) as { id: number }[];
  await updateMember(request, member, { base_location: lisbon!.id, onboarded: true });

  // A German mobile number (0151 and eight digits) nobody else in the run has.
  const phoneNumber = `+49151${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const headers = { ...bearer(member), origin: baseURL };
  const sent = await request.post('/auth/phone-number/send-otp', { headers, data: { phoneNumber } });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readLatestSmsCode(phoneNumber);
  const verified = await request.post('/auth/phone-number/verify', {
    headers,
    data: { phoneNumber, code, updatePhoneNumber: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A portrait drawn as SVG; the server re-encodes it into the three picture sizes. */
const portrait = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f6c28b"/><stop offset="1" stop-color="#5d8aa8"/>
    </linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/>
    <circle cx="300" cy="240" r="105" fill="#3b2f2f"/>
    <ellipse cx="300" cy="565" rx="200" ry="180" fill="#2e4a62"/>
  </svg>`,
);

const profileHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('a member profile', () => {
  // Inês first chooses what to show; the other journeys look at her profile as it then is.
  test.describe.configure({ mode: 'serial', timeout: timeLimit(60_000) });
  let ines: ApiMember;

  test.beforeAll(async ({ request, baseURL }) => {
    ines = await createMember(request, { firstName: 'Inês', lastName: 'Carvalho' });
    await makeReadyForHome(request, baseURL!, ines);
    await updateMember(request, ines, {
      username: `ines_${Date.now()}`,
      bio: 'Product designer who follows the light from Lisbon to Tokyo.',
      company: 'Atlas Studio',
      position: 'Product designer',
      book_meeting_link: 'https://cal.example.com/ines',
      linkedin: 'ines-carvalho',
      instagram: '@ines.travels',
    });
    const upload = await request.put(apiPath(`/users/${ines.id}/`), {
      headers: bearer(ines),
      multipart: { profile_picture: { name: 'ines.svg', mimeType: 'image/svg+xml', buffer: portrait } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
  });

  test('the member hides her last name and shows her email, each change saved as she makes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: viewports.phone });
    watchPageErrors(context);
    await signInBrowser(context, ines);
    const page = await context.newPage();
    await page.goto('/my-account/privacy');

    // The tab's code and words download on this first visit.
    await expect(page.getByRole('heading', { name: 'Who sees what' })).toBeVisible({ timeout: timeLimit(15_000) });
    const lastName = page.getByRole('combobox', { name: 'Last name' });
    await expect(lastName).toContainText('Visible to everyone');
    await lastName.click();
    await page.getByRole('option', { name: 'Visible only to you' }).click();
    await expect(page.getByText('changes saved', { exact: true })).toBeVisible();

    const email = page.getByRole('combobox', { name: 'Email' });
    await expect(email).toContainText('Visible only to you');
    await email.click();
    await page.getByRole('option', { name: 'Visible to everyone' }).click();
    await expect(email).toContainText('Visible to everyone');

    const texts = page.getByRole('switch', { name: 'Text messages (SMS)' });
    const wasOn = await texts.isChecked();
    await texts.click();
    await expect(texts).toBeChecked({ checked: !wasOn });

    // A change the server refuses goes back to what it was, and says so.
    await page.route(/\/thr\/v1\/api\/users\/[0-9a-f-]{36}\/?$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong!' } })
        : route.fallback(),
    );
    const phone = page.getByRole('combobox', { name: 'Phone number' });
    await phone.click();
    await page.getByRole('option', { name: 'Visible to everyone' }).click();
    await expect(page.getByText('Your change could not be saved. Try again.')).toBeVisible();
    await expect(phone).toContainText('Visible only to you');
    await page.unroute(/\/thr\/v1\/api\/users\/[0-9a-f-]{36}\/?$/);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Last name' })).toContainText('Visible only to you');
    await expect(page.getByRole('combobox', { name: 'Email' })).toContainText('Visible to everyone');
    await expect(page.getByRole('switch', { name: 'Text messages (SMS)' })).toBeChecked({ checked: !wasOn });
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'privacy-settings');
    await context.close();
  });

  test('a visitor sees only what the member made public and asks to hear when she is in town', async ({ browser }) => {
    const visitorContext = await browser.newContext({ viewport: viewports.phone });
    watchPageErrors(visitorContext);
    const page = await visitorContext.newPage();
    // As her QR code links to her: with the moment it was made, base64-encoded.
    await page.goto(`/users/${ines.id}?t=${btoa(String(Date.now()))}`);

    await expect(profileHeading(page, 'Inês')).toBeVisible();
    await expect(page.getByText('Carvalho')).toHaveCount(0);
    await expect(page.getByRole('link', { name: ines.email })).toHaveAttribute('href', `mailto:${ines.email}`);
    await expect(page.getByRole('link', { name: 'Inês on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ines-carvalho',
    );
    await expect(page.getByRole('link', { name: 'Inês on Instagram' })).toBeVisible();
    // Booking a meeting is for her connections only.
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveCount(0);
    await expect(page.getByText('Product designer at Atlas Studio')).toBeVisible();
    // Her home city is for people she knows; visitors never see the bio, nor a place for it.
    await expect(page.getByText('Lisbon')).toHaveCount(0);
    await expect(page.getByText('follows the light')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'About' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await loadBothNavigations(page, { isSignedIn: false });
    await snap(page, 'user-visitor');

    await page.getByRole('button', { name: 'View the profile picture of Inês' }).click();
    const picture = page.getByRole('dialog', { name: 'Inês' });
    await expect(picture.getByRole('img', { name: 'Profile picture of Inês' })).toBeVisible();
    await expect(picture.getByRole('img', { name: 'Profile picture of Inês' })).toHaveJSProperty('naturalWidth', 500);
    await snap(page, 'view-picture');
    await picture.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/dialog=/);

    await page.getByRole('link', { name: 'Tell me when Inês is in my town' }).click();
    await expect(page).toHaveURL(/\/auth\/subscriber-signup\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('subscribe_to')).toBe(ines.id);
    expect(query.get('name')).toBe('Inês');
    await expect(page.getByRole('heading', { name: 'Know when Inês is in town' })).toBeVisible();

    await page.getByLabel('First name').fill('Tomás');
    await page.getByLabel('Last name').fill('Reis');
    await page.getByLabel('Email').fill(uniqueEmail('tomas'));
    await page.getByLabel('Password', { exact: true }).fill(memberPassword);
    await page.getByLabel('Confirm password').fill(memberPassword);
    await page.getByRole('checkbox').check();
    const signup = page.waitForRequest((request) => request.url().endsWith('/thr/v1/api/signup/'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await signup).postDataJSON()).toMatchObject({ subscribe_to: ines.id, first_name: 'Tomás' });
    await expect(page).toHaveURL(/\/onboarding\/subscriber\/1$/);
    await visitorContext.close();
  });

  test("another member sees the bio, without her settings or the visitors' pitch", async ({
    browser,
    request,
    baseURL,
  }) => {
    const alex = await signInViaApi(request, baseURL!, demoMembers.alex);
    const context = await browser.newContext({ viewport: viewports.desktop });
    watchPageErrors(context);
    await signInBrowser(context, alex);
    const page = await context.newPage();
    await page.goto(`/users/${ines.id}`);

    await expect(profileHeading(page, 'Inês')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(page.getByText('Product designer who follows the light from Lisbon to Tokyo.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Tell me when/ })).toHaveCount(0);
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'user-other');
    await context.close();
  });

  test('the member sees all of her own profile with a way to her settings', async ({ browser }) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    watchPageErrors(context);
    await signInBrowser(context, ines);
    const page = await context.newPage();
    await page.goto(`/users/${ines.id}`);

    await expect(profileHeading(page, 'Inês Carvalho')).toBeVisible();
    await expect(page.getByText('Lives in Lisbon')).toBeVisible();
    await expect(page.getByText(/^@ines_/)).toBeVisible();
    await expect(page.getByText('Product designer who follows the light from Lisbon to Tokyo.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Tell me when/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/my-account/profile');
    await expectNoAccessibilityViolations(page);
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'user-own');
    await context.close();
  });

  test('her picture shows in the top bar, and the view-picture circle fits the screen whole', async ({ browser }) => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    watchPageErrors(context);
    await signInBrowser(context, ines);
    const page = await context.newPage();
    await page.goto(`/users/${ines.id}`);
    const topBarPicture = page.getByRole('banner').getByRole('img', { name: 'Inês Carvalho' });
    await expect(topBarPicture).toHaveAttribute('src', /\/media\//);

    await page.getByRole('button', { name: 'View the profile picture of Inês Carvalho' }).click();
    const picture = page.getByRole('dialog').getByRole('img', { name: /Inês Carvalho/ });
    for (const viewport of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(viewport);
      await expect(picture).toBeVisible();
      await expect
        .poll(async () => {
          const box = (await picture.boundingBox())!;
          return (
            box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width
          );
        })
        .toBe(true);
    }
    await snap(page, 'user-picture');
    await context.close();
  });
});

test('a profile link that names nobody shows "User not found"', async ({ page }) => {
  await page.goto('/users/3f1e0c1a-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await page.goto('/users/not-a-member');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
  await snap(page, 'user-not-found');
});

test('a profile that cannot be loaded offers to try again', async ({ page }) => {
  let isDown = true;
  await page.route(/\/thr\/v1\/api\/users\/[0-9a-f-]{36}\/?$/, (route) =>
    isDown
      ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong!' } })
      : route.fallback(),
  );
  await page.clock.install();
  await page.goto('/users/3f1e0c1a-0000-4000-8000-000000000000');
  // Three retries with back-off come first, so a passing hiccup shows no error; the clock skips them.
  const failed = page.getByRole('heading', { level: 1, name: 'Something went wrong!' });
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await expect(failed).toBeVisible({ timeout: 1_000 });
  }).toPass();
  isDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
});

test('a public profile starts with at most 180 KB of gzipped JavaScript', async ({ browser, request }) => {
  const member = await createMember(request, { firstName: 'Maya', lastName: 'Lindholm' });
  for (const [size, viewport] of Object.entries(viewports)) {
    const { gzippedBytes } = await measureInitialJs(browser, `/users/${member.id}`, { viewport });
    console.log(`/users/{id} (${size}): ${(gzippedBytes / 1024).toFixed(1)} KB gzipped`);
    expect.soft(gzippedBytes, size).toBeLessThanOrEqual(180 * 1024);
  }
});

test('a member who becomes pro from the pay wall is taken into onboarding', async ({ browser, request, baseURL }) => {
  const member = await createMember(request, { firstName: 'Oskar', lastName: 'Nilsson' });
  await makeReadyForHome(request, baseURL!, member);
  const context = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(context);
  await signInBrowser(context, member);
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'See where your people are' })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'paywall');
  await page.getByRole('button', { name: 'Become Pro' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/);

  const me = await request.get(apiPath('/users/me'), { headers: bearer(member) });
  expect(await me.json()).toMatchObject({ user_type: 'pro', onboarded: false });
  await context.close();
});

test('a member who is not pro finds the Become Pro pitch in the You drawer', async ({ browser, request, baseURL }) => {
  const member = await createMember(request, { firstName: 'Hana', lastName: 'Sato' });
  await makeReadyForHome(request, baseURL!, member);
  const context = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(context);
  await signInBrowser(context, member);
  const page = await context.newPage();
  await page.goto('/feedback');
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
  const drawer = page.getByTestId('you-drawer').locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/users/${member.id}`);
  await drawer.getByRole('button', { name: 'Become Pro' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await context.close();
});

test('deleting an account needs the word "delete", then the old password no longer signs in', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Pia', lastName: 'Vogel' });
  const context = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(context);
  await signInBrowser(context, member);
  const page = await context.newPage();
  await page.goto(`/users/${member.id}?dialog=delete-account`);

  const sheet = page.getByRole('dialog', { name: 'Are you sure?' });
  const confirm = sheet.getByRole('button', { name: 'Delete my account' });
  const typed = sheet.getByLabel('Type “delete” to confirm');
  await expect(confirm).toBeDisabled();
  await typed.fill('delet');
  await expect(confirm).toBeDisabled();
  await typed.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'delete-account');
  await confirm.click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hat.token'))).toBeNull();
  await fillSignIn(page, { email: member.email, password: memberPassword });
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await context.close();
});
