import { createSettledMember, openSignedIn } from './support/members.ts';
import { snap, timeLimit } from './support/pages.ts';
import { expect, test } from './support/test.ts';

test('a member connects Google from the integrations screen, sees it connected, and disconnects it', async ({
  page,
  request,
}) => {
  const member = await createSettledMember(request, { firstName: 'Ines', lastName: 'Moreau' });
  await openSignedIn(page, member.token, '/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const google = page.getByRole('region', { name: 'Google' });
  const outlook = page.getByRole('region', { name: 'Outlook' });
  await expect(google.getByText('Not connected')).toBeVisible();
  await expect(google.getByText(/Booking confirmations in your Gmail/)).toBeVisible();
  // No Microsoft client is configured for this run: the screen says so rather than offering a button that fails.
  await expect(outlook.getByText('Not available on this server')).toBeVisible();
  await snap(page, 'integrations');

  await google.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/integrations\/google\/success$/, { timeout: timeLimit(15_000) });
  await expect(page.getByRole('heading', { name: 'Google is connected' })).toBeVisible();
  await snap(page, 'integrations-connected');
  // The confirmation returns to the screen by itself.
  await expect(page).toHaveURL(/\/integrations$/, { timeout: timeLimit(10_000) });

  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await snap(page, 'integrations-google-connected');
  await google.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(confirm).toBeVisible();
  await snap(page, 'integrations-disconnect');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(confirm).toBeHidden();
  await expect(google.getByText('Not connected')).toBeVisible();

  const integrations = await request.get(`/thr/v1/api/users/${member.me.id}/integrations/`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(await integrations.json()).toMatchObject({ google: { granted_scopes: [] } });
});
