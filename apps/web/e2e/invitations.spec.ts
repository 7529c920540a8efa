import { randomUUID } from 'node:crypto';
import {
  type ApiMember,
  connectionsByApi,
  createSettledMember,
  memberByToken,
  openSignedIn,
  settleByApi,
  updateByApi,
} from './support/members.ts';
import {
  expectNoAccessibilityViolations,
  fillSignUp,
  loadBothNavigations,
  snap,
  timeLimit,
  uniqueEmail,
  viewports,
} from './support/pages.ts';
import { readLatestEmailLink } from './support/server.ts';
import { expect, test, watchPageErrors } from './support/test.ts';

/**
 * SPEC §3 "Invitations": a member invites someone by email; the link in the email shows who invites
 * and leads into sign-up; the new member lands connected with the one who invited them.
 */
test.describe('an invitation by email', () => {
  test.describe.configure({ mode: 'serial', timeout: timeLimit(90_000) });
  test.use({ viewport: viewports.phone });
  let marta: ApiMember;
  let link: string;
  const invitee = { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail('noor') };

  test.beforeAll(async ({ request }) => {
    marta = await createSettledMember(request, { firstName: 'Marta', lastName: 'Ribeiro' });
    await updateByApi(request, marta.token, marta.me.id, { username: `marta_${Date.now()}` });
  });

  test('a member invites someone by email from her menu', async ({ page, request }) => {
    const member = await createSettledMember(request, { firstName: 'Kai', lastName: 'Lund' });
    await openSignedIn(page, marta.token, `/users/${marta.me.id}`);
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'You' }).click();
    await page.getByTestId('you-drawer').getByRole('button', { name: 'Invite by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite by email' });
    await expect(page).toHaveURL(/dialog=invite-by-email/);

    const email = dialog.getByLabel('Email address');
    await email.fill('noor at example');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    // Someone who is a member already needs no invitation.
    await email.fill(member.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('This person is already a member')).toBeVisible();
    await expect(email).toHaveValue(member.email);

    await email.fill(invitee.email);
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    link = await readLatestEmailLink(invitee.email, '/invitation/');
  });

  test('a member invites several people at once, the addresses separated by commas', async ({ page, request }) => {
    const member = await createSettledMember(request, { firstName: 'Ida', lastName: 'Berg' });
    const [first, second] = [uniqueEmail('sami'), uniqueEmail('tuva')];
    await openSignedIn(page, marta.token, `/users/${marta.me.id}?dialog=invite-by-email`);
    const dialog = page.getByRole('dialog', { name: 'Invite by email' });
    const email = dialog.getByLabel('Email address');
    const send = dialog.getByRole('button', { name: 'Send invitation' });

    // One bad address refuses them all, and nobody is invited.
    await email.fill(`${first}, tuva at example`);
    await send.click();
    await expect(dialog.getByText('One or more emails is invalid.')).toBeVisible();

    await email.fill(`${first}, ${member.email},${second}`);
    await send.click();
    await expect(page.getByText(`Invitation sent to ${first}, ${second}`)).toBeVisible();
    // The member who needs no invitation stays in the field, with the reason under it.
    await expect(dialog.getByText('This person is already a member')).toBeVisible();
    await expect(email).toHaveValue(member.email);
    await readLatestEmailLink(first, '/invitation/');
    await readLatestEmailLink(second, '/invitation/');
  });

  test('the link shows who invites and leads into sign-up, which connects the new member', async ({
    page,
    request,
  }) => {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Marta Ribeiro invites you to Here & There' }),
    ).toBeVisible();
    await expect(page.getByText(/^@marta_/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await loadBothNavigations(page, { isSignedIn: false });
    await snap(page, 'invitation');

    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    const token = new URL(link).pathname.split('/').at(-1)!;
    await expect(page).toHaveURL(new RegExp(`/auth/signup\\?invitation=${token}$`));
    // The invitation stays on the way to signing in and back.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?invitation=${token}$`));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/signup\\?invitation=${token}$`));

    const signup = page.waitForRequest((sent) => sent.url().endsWith('/thr/v1/api/signup/'));
    await fillSignUp(page, invitee);
    expect((await signup).postDataJSON()).toMatchObject({ invitation: token, email: invitee.email });
    await expect(page).toHaveURL(/\/onboarding\/1$/);

    const noor = await settleByApi(
      request,
      await memberByToken(request, (await page.evaluate(() => localStorage.getItem('hat.token')))!),
    );
    expect(await connectionsByApi(request, noor.token)).toEqual([
      expect.objectContaining({ receiver: marta.me.id, status: 'active' }),
    ]);
    expect(await connectionsByApi(request, marta.token)).toEqual([
      expect.objectContaining({ receiver: noor.me.id, status: 'active' }),
    ]);

    await page.goto('/spheres/connections');
    await expect(page.getByRole('main').getByRole('link', { name: /Marta Ribeiro/ })).toContainText('Connected', {
      timeout: timeLimit(15_000),
    });
    await openSignedIn(page, marta.token, '/spheres/connections');
    await expect(page.getByRole('main').getByRole('link', { name: /Noor Haddad/ })).toContainText('Connected', {
      timeout: timeLimit(15_000),
    });
  });

  test('a member who opens an invitation sees who invited them and a way to that profile', async ({
    page,
    request,
  }) => {
    const member = await createSettledMember(request, { firstName: 'Luca', lastName: 'Ferri' });
    await openSignedIn(page, member.token, new URL(link).pathname);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Marta Ribeiro invited you to Here & There' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'View Marta’s profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${marta.me.id}$`));
  });

  test('a used invitation, and one that never was, say so and lead to log in', async ({ page }) => {
    await page.goto(new URL(link).pathname);
    const invalid = page.getByRole('heading', { level: 1, name: 'This invitation is invalid or has expired' });
    await expect(invalid).toBeVisible();
    await page.goto(`/invitation/${randomUUID()}`);
    await expect(invalid).toBeVisible();
    await loadBothNavigations(page, { isSignedIn: false });
    await snap(page, 'invitation-invalid');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the invitation screen has no accessibility violations (${size})`, async ({ browser, request }) => {
    const inviter = await createSettledMember(request, { firstName: 'Yara', lastName: 'Nasser' });
    const invited = await request.post('/thr/v1/api/user-invitations/', {
      headers: { authorization: `Bearer ${inviter.token}` },
      data: { email: uniqueEmail('guest') },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const context = await browser.newContext({ viewport });
    watchPageErrors(context);
    const page = await context.newPage();
    await page.goto(`/invitation/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Yara Nasser invites you to Here & There' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await context.close();
  });
}
