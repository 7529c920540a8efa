import {
  connectByApi,
  createProMember,
  createSettledMember,
  openSignedIn,
  signInByApi,
  signUpByApi,
  updateByApi,
} from './support/members.ts';
import { demoMembers, expectNoAccessibilityViolations, snap, timeLimit, viewports } from './support/pages.ts';
import { expect, type Page, test } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const demoAdmin = { email: 'staff@hereandthere.app', password: demoMembers.alex.password };

test('a member edits their profile; a taken username keeps everything else they typed', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Ines', lastName: 'Duarte' });
  await openSignedIn(page, member.token, '/my-account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  // The email is shown but cannot be changed here.
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Your email cannot be changed here. Please contact support.')).toBeVisible();
  await snap(page, 'my-account-profile');

  await page.getByLabel('Bio').fill('Marine biologist. Ask me about octopuses.');
  await page.getByLabel('Company').fill('Oceanário');
  await page.getByRole('textbox', { name: 'X (Twitter)' }).fill('@ines_duarte');
  await page.getByLabel('Username').fill('alex_morgan');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Bio')).toHaveValue('Marine biologist. Ask me about octopuses.');
  await expect(page.getByLabel('Company')).toHaveValue('Oceanário');
  await expect(page.getByRole('textbox', { name: 'X (Twitter)' })).toHaveValue('@ines_duarte');
  await snap(page, 'my-account-username-taken');

  await page.getByLabel('Username').fill('ines lima');
  await expect(page.getByText(/^A username starts with a letter/)).toBeVisible();

  const username = `ines_${Date.now()}`;
  await page.getByLabel('Username').fill(username);
  await save.click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  // A handle comes back as the full link the server stored.
  await expect(page.getByRole('textbox', { name: 'X (Twitter)' })).toHaveValue('https://x.com/ines_duarte');
  await expect(page.getByRole('link', { name: 'Open X (Twitter) profile' })).toHaveAttribute(
    'href',
    'https://x.com/ines_duarte',
  );

  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Bio')).toHaveValue('Marine biologist. Ask me about octopuses.');

  await page.getByLabel('Book-a-meeting link').fill('not a link');
  await save.click();
  await expect(page.getByText('Enter a valid link')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Book-a-meeting link')).toHaveValue('');
  await expect(save).toBeDisabled();
});

test('a member moves their home city in account settings; their profile and the people they meet follow', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const [mara, teo] = await Promise.all([
    createProMember(request, { firstName: 'Mara', lastName: 'Lindqvist' }),
    createSettledMember(request, { firstName: 'Teo', lastName: 'Ferreira' }),
  ]);
  await connectByApi(request, mara, teo);
  // Teo visits Lisbon; Mara lives in Berlin, so they do not meet.
  await addTripByApi(request, teo, {
    location: places.lisbon,
    arrival_datetime: dayFromNow(10),
    departure_datetime: dayFromNow(14),
  });

  await openSignedIn(page, mara.token, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Here & There' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Teo Ferreira/ })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Open your menu' }).click();
  await page.getByTestId('you-drawer').getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  const homeCity = page
    .getByRole('textbox', { name: 'Home city' })
    .or(page.getByRole('combobox', { name: 'Home city' }));
  await expect(homeCity).toHaveValue('Berlin, Germany');
  await homeCity.click();
  await page.getByRole('combobox', { name: 'Home city' }).fill('Lisbo');
  await page
    .getByRole('option', { name: /^Lisbon/ })
    .first()
    .click();
  await snap(page, 'my-account-home-city');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Open your menu' }).click();
  await page.getByTestId('you-drawer').getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByText('Lives in Lisbon, Portugal')).toBeVisible();

  // Back on the dashboard without reloading: Teo now comes to Mara's city.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Here & There' }).click();
  const here = page.getByRole('region', { name: 'Here', exact: true });
  await expect(here.getByRole('link', { name: /Teo Ferreira/ })).toBeVisible();
});

test('account settings has a privacy tab and the way to delete the account', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Tomas', lastName: 'Berg' });
  await openSignedIn(page, member.token, '/my-account');
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/dialog=delete-account/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/dialog=/);

  await page.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/my-account\/privacy$/);
  await expect(page.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
});

test('a member edits only themselves; others see that they may not', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Lena', lastName: 'Vogel' });
  const { me: alex } = await signInByApi(request, demoMembers.alex);
  await openSignedIn(page, member.token, `/users/edit/${member.me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Lena');
  await snap(page, 'users-edit-own');

  await page.goto(`/users/edit/${alex.id}`);
  await expect(page.getByText('You are not allowed to view this page.')).toBeVisible();
  await page.goto('/users/create');
  await expect(page.getByText('You are not allowed to view this page.')).toBeVisible();
  await snap(page, 'users-create-not-allowed');
  // Opened first in this tab, the page leads back home.
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('an admin creates a member and goes on to edit their profile', async ({ page, request }) => {
  const admin = await signInByApi(request, demoAdmin);
  await openSignedIn(page, admin.token, '/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a member' })).toBeVisible();
  await page.getByRole('button', { name: 'Create member' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await snap(page, 'users-create');

  const email = `olu.${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Olu');
  await page.getByLabel('Last name').fill('Adeyemi');
  await page.getByRole('combobox', { name: 'User type' }).click();
  await page.getByRole('option', { name: 'Pro' }).click();
  await page.getByRole('button', { name: 'Create member' }).click();

  await expect(page).toHaveURL(/\/users\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Olu Adeyemi' })).toBeVisible();
  // Creating confirms itself too (SPEC §8); that note goes before the next one comes.
  await expect(page.getByText('changes saved', { exact: true })).toHaveCount(0);
  await page.getByLabel('Position').fill('Host of the Lagos meetups');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Olu' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'users-edit-other');

  // The same address again: the member was created once.
  await page.goto('/users/create');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Olu');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('button', { name: 'Create member' }).click();
  await expect(page.getByText('User with this email already exists')).toBeVisible();
});

test('an admin saves a change to a member whose last name is hidden from them', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Rosa', lastName: 'Quintero' });
  await updateByApi(request, member.token, member.me.id, { visibility: { last_name: 'hidden' } });
  const admin = await signInByApi(request, demoAdmin);
  await openSignedIn(page, admin.token, `/users/edit/${member.me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Rosa' })).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('');
  await page.getByLabel('Position').fill('Community host');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  const stored = await request.get(`/thr/v1/api/users/me`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(await stored.json()).toMatchObject({ last_name: 'Quintero', position: 'Community host' });
});

test('an admin opening an unknown member sees "User not found"', async ({ page, request }) => {
  const admin = await signInByApi(request, demoAdmin);
  await openSignedIn(page, admin.token, '/users/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
});

async function expectAccessibleAndInBounds(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Nothing sticks out sideways, so a phone never scrolls the screen left and right.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the profile screens have no accessibility violations and fit the width (${size})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(timeLimit(60_000));
    await page.setViewportSize(viewport);
    const settled = await createSettledMember(request, { firstName: 'Aino', lastName: 'Korhonen' });
    await openSignedIn(page, settled.token, '/onboarding/1');
    await expectAccessibleAndInBounds(page);
    await page.goto('/onboarding/2');
    await expectAccessibleAndInBounds(page);
    await page.goto('/my-account/profile');
    await expectAccessibleAndInBounds(page);
    await page.goto(`/users/edit/${settled.me.id}`);
    await expectAccessibleAndInBounds(page);

    const unverified = await signUpByApi(request, { firstName: 'Juho', lastName: 'Virtanen' });
    await updateByApi(request, unverified.token, unverified.me.id, { base_location: 658225, onboarded: true });
    await openSignedIn(page, unverified.token, '/phone-verification');
    await expectAccessibleAndInBounds(page);
  });
}
