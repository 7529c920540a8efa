import { useGoogleIdentity } from './support/google-provider.ts';
import { connectionsByApi, createSettledMember, memberByToken } from './support/members.ts';
import { snap, timeLimit, uniqueEmail } from './support/pages.ts';
import { expect, test } from './support/test.ts';

// The local provider signs in whoever was named last, so these journeys take turns.
test.describe.configure({ mode: 'default' });

test('Google sign-in sends the visitor to the provider and brings them back signed in', async ({ page }) => {
  useGoogleIdentity({ email: uniqueEmail('mateo'), given_name: 'Mateo', family_name: 'Rossi' });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/, { timeout: timeLimit(15_000) });
  await expect(page.getByRole('heading', { name: 'Welcome, Mateo' })).toBeVisible();
  await snap(page, 'google-onboarding');
});

test('a provider error that the account uses another login method is explained', async ({ page }) => {
  await page.goto('/auth/login?error=account_not_linked');
  await expect(page.getByText('This account already exists with a different login provider')).toBeVisible();
});

test('an invitee who signs up with Google lands connected with the member who invited them', async ({
  page,
  request,
}) => {
  const inviter = await createSettledMember(request, { firstName: 'Ruth', lastName: 'Adler' });
  const invited = await request.post('/thr/v1/api/user-invitations/', {
    headers: { authorization: `Bearer ${inviter.token}` },
    data: { email: uniqueEmail('sami') },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()) as { id: string };
  useGoogleIdentity({ email: uniqueEmail('sami'), given_name: 'Sami', family_name: 'Okoye' });

  await page.goto(`/invitation/${id}`);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/1$/, { timeout: timeLimit(15_000) });
  // Taken up once and forgotten.
  expect(await page.evaluate(() => localStorage.getItem('hat.invitation'))).toBeNull();
  const sami = await memberByToken(request, (await page.evaluate(() => localStorage.getItem('hat.token')))!);
  expect(await connectionsByApi(request, sami.token)).toEqual([
    expect.objectContaining({ receiver: inviter.me.id, status: 'active' }),
  ]);
});
