import {
  createSettledMember,
  openSignedIn,
  signInByApi,
  signUpByApi,
  solidPng,
  uniquePhoneNumber,
  updateByApi,
} from './support/members.ts';
import { demoMembers, signUp, snap, timeLimit, uniqueEmail } from './support/pages.ts';
import { readLatestSmsCode, readTextMessagesTo } from './support/server.ts';
import { expect, type Page, test } from './support/test.ts';

const homeCity = (page: Page) => page.getByRole('combobox', { name: 'Home city' });

test('a new member fills in their profile with a picture, picks a home city, skips contacts and verifies their phone', async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  const username = `nora_${Date.now()}`;
  await signUp(page, { firstName: 'Nora', lastName: 'Lindqvist', email: uniqueEmail('nora') });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Setup progress' })).toContainText('Your profile');
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await snap(page, 'onboarding-profile');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Bio').fill('Sound engineer. Trains over planes.');
  await page.getByLabel('Company').fill('Nordlys Audio');
  await page.getByLabel('Position').fill('Founder');
  await page.getByLabel('LinkedIn').fill('nora-lindqvist');
  await page.getByLabel('Instagram').fill('@nora.on.tour');

  // A type the app does not take is refused before anything is sent.
  await page.locator('input[name="profile_picture"]').setInputFiles({
    name: 'nora.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('Invalid file type. Allowed: png, jpeg, svg+xml')).toBeVisible();

  await page.locator('input[name="profile_picture"]').setInputFiles({
    name: 'nora.png',
    mimeType: 'image/png',
    buffer: solidPng(160, 160, [46, 196, 182]),
  });
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Nora Lindqvist' })).toHaveAttribute('src', /.+/);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  // Saving the picture leaves what was typed alone.
  await expect(page.getByLabel('Bio')).toHaveValue('Sound engineer. Trains over planes.');
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'onboarding-profile-filled');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboarding\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Where is home?' })).toBeVisible();
  await snap(page, 'onboarding-home-city');

  await homeCity(page).fill('ber');
  const berlin = page.getByRole('option', { name: /^Berlin/ }).first();
  await expect(berlin).toBeVisible();
  await snap(page, 'onboarding-home-city-options');
  await berlin.click();
  await expect(homeCity(page)).toHaveValue(/^Berlin, /);

  // Back shows step 1 as it was saved, and the way forward again shows the chosen city's step.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue(
    'https://www.linkedin.com/in/nora-lindqvist',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboarding\/2$/);
  await homeCity(page).fill('ber');
  await page
    .getByRole('option', { name: /^Berlin/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();

  // The last step brings in contacts; leaving it for later completes onboarding as well.
  await expect(page).toHaveURL(/\/onboarding\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your contacts' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Setup progress' })).toContainText('Your contacts');
  await page.getByRole('button', { name: 'Skip for now' }).click();

  // A new member has no verified number yet: the guard asks for it before anything else.
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await snap(page, 'phone-verification');
  const phoneNumber = uniquePhoneNumber();
  await page.getByLabel('Mobile number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phoneNumber}`)).toBeVisible();
  await snap(page, 'phone-verification-code');

  await page.getByLabel('6-digit code').fill('123');
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('The code must be exactly 6 digits')).toBeVisible();

  // A new code replaces the first one; it is the one that counts.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('We sent you a new code')).toBeVisible();
  await expect.poll(async () => (await readTextMessagesTo(phoneNumber)).length).toBe(2);

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify number' }).click();
  await expect(page.getByText('The code is invalid or has expired')).toBeVisible();

  await page.getByLabel('6-digit code').fill(await readLatestSmsCode(phoneNumber));
  await page.getByRole('button', { name: 'Verify number' }).click();
  // A customer is not pro: the app opens on the pay wall.
  await expect(page.getByRole('button', { name: 'Become Pro' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/(onboarding|phone-verification)/);
});

test('a number another member has verified is refused on the verification screen, and nothing is texted to it', async ({
  page,
  request,
}) => {
  const ana = await createSettledMember(request, { firstName: 'Ana', lastName: 'Lima' });
  const anasNumber = ana.me.phone!;
  const bea = await signUpByApi(request, { firstName: 'Bea', lastName: 'Brandt' });
  await updateByApi(request, bea.token, bea.me.id, { base_location: 658225, onboarded: true });
  const textsToAna = (await readTextMessagesTo(anasNumber)).length;

  await openSignedIn(page, bea.token, '/phone-verification');
  await page.getByLabel('Mobile number').fill(anasNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('This phone number is already used by another account.')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(anasNumber);

  // Bea's own number still gets its code, and texts go out in order: Ana's phone got nothing.
  const beasNumber = uniquePhoneNumber();
  await page.getByLabel('Mobile number').fill(beasNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${beasNumber}`)).toBeVisible();
  await expect.poll(async () => (await readTextMessagesTo(beasNumber)).length).toBe(1);
  expect((await readTextMessagesTo(anasNumber)).length).toBe(textsToAna);
});

test('going on without a picture is confirmed first, and the home city is chosen on leaving the field', async ({
  page,
}) => {
  test.setTimeout(timeLimit(60_000));
  await signUp(page, { firstName: 'Pavel', lastName: 'Novak', email: uniqueEmail('pavel') });
  await expect(page).toHaveURL(/\/onboarding\/1$/);
  await page.getByLabel('Bio').fill('Cyclist and map collector.');
  await page.getByRole('button', { name: 'Next' }).click();

  const question = page.getByRole('dialog', { name: 'Continue without a picture?' });
  await expect(question).toBeVisible();
  await snap(page, 'onboarding-skip-picture');

  // "Add a picture" opens the file chooser straight away.
  const chooser = page.waitForEvent('filechooser');
  await question.getByRole('button', { name: 'Add a picture' }).click();
  await (await chooser).setFiles({
    name: 'pavel.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 64, [255, 122, 89]),
  });
  await expect(page.getByText('Picture saved')).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Picture removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a picture' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await question.getByRole('button', { name: 'Continue without' }).click();
  await expect(page).toHaveURL(/\/onboarding\/2$/);

  // Typing and leaving the field without picking takes the first place found (SPEC §5).
  await homeCity(page).fill('lisbo');
  await homeCity(page).press('Tab');
  await expect(homeCity(page)).toHaveValue(/^Lisbon, /);

  // Typing over a chosen place and leaving keeps the place.
  await homeCity(page).fill('hambu');
  await homeCity(page).press('Tab');
  await expect(homeCity(page)).toHaveValue(/^Lisbon, /);

  await homeCity(page).fill('');
  await homeCity(page).fill('xqzxqzxq');
  await homeCity(page).press('Tab');
  await expect(page.getByText('Choose a place from the list')).toBeVisible();
  await homeCity(page).fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  // Clicking Next straight after typing still waits for the place to be chosen.
  await homeCity(page).fill('hambu');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/onboarding\/3$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
});

test('a subscriber sets up only their home city', async ({ page, request }) => {
  const { me: alex } = await signInByApi(request, demoMembers.alex);
  const subscriber = await signUpByApi(request, { firstName: 'Mila', lastName: 'Horvat', subscribeTo: alex.id });
  await openSignedIn(page, subscriber.token, '/users/map');
  await expect(page).toHaveURL(/\/onboarding\/subscriber\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mila' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Setup progress' })).toHaveCount(0);
  await snap(page, 'onboarding-subscriber');

  await homeCity(page).fill('ber');
  await page
    .getByRole('option', { name: /^Berlin/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
});

test('a member who becomes pro goes through onboarding again and finds what they saved', async ({ page, request }) => {
  const member = await signUpByApi(request, { firstName: 'Ravi', lastName: 'Menon' });
  await updateByApi(request, member.token, member.me.id, {
    bio: 'Tea, trains and trade fairs.',
    base_location: 2643743,
    user_type: 'pro',
    onboarded: false,
  });
  await openSignedIn(page, member.token, '/onboarding/1');
  await expect(page.getByLabel('Bio')).toHaveValue('Tea, trains and trade fairs.');
  await page.goto('/onboarding/2');
  await expect(homeCity(page)).toHaveValue(/^London, /);
});
