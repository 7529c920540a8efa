import {
  type ApiMember,
  connectByApi,
  connectionsByApi,
  createSettledMember,
  openSignedIn,
  updateByApi,
} from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit, viewports } from './support/pages.ts';
import { expect, type Page, test, watchPageErrors } from './support/test.ts';

/**
 * SPEC §4 "Connection type" from both sides, on the user page and in the spheres connections tab:
 * Ana asks Bruno, Bruno accepts, both choose their level, Ana blocks Bruno and unblocks him, and
 * finally removes him from her network.
 */

const levelPicker = (page: Page, name: string) => page.getByRole('group', { name: `Your level for ${name}` });
const moreFor = (page: Page, name: string) => page.getByRole('button', { name: `More for ${name}` });
const connectionsTab = (page: Page) => page.getByRole('main');

test.describe('two members connect', () => {
  test.describe.configure({ mode: 'serial', timeout: timeLimit(90_000) });
  test.use({ viewport: viewports.phone });
  let ana: ApiMember;
  let bruno: ApiMember;

  test.beforeAll(async ({ request }) => {
    ana = await createSettledMember(request, { firstName: 'Ana', lastName: 'Sousa' });
    bruno = await createSettledMember(request, { firstName: 'Bruno', lastName: 'Lenz' });
    // Ana shows her work to everyone and her meeting link to the people she knows.
    await updateByApi(request, ana.token, ana.me.id, {
      username: `ana_${Date.now()}`,
      bio: 'Architect, always on the night train.',
      company: 'Atelier Norte',
      book_meeting_link: 'https://cal.example.com/ana',
    });
    await updateByApi(request, bruno.token, bruno.me.id, { book_meeting_link: 'https://cal.example.com/bruno' });
  });

  test('a member asks another at close from his profile and sees "Invitation sent"', async ({ page, request }) => {
    await openSignedIn(page, ana.token, `/users/${bruno.me.id}`);
    const picker = levelPicker(page, 'Bruno');
    await expect(picker.getByRole('button', { name: 'Public' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No connection: Bruno sees only what you made visible to everyone.')).toBeVisible();
    // Messaging and meetings wait for an active connection.
    await expect(page.getByRole('button', { name: /^Message/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveCount(0);
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'connection-none');

    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
    await expect(page.getByText('You are connected once Bruno accepts.')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByRole('button', { name: 'General' })).toBeDisabled();
    await snap(page, 'connection-invitation-sent');

    const [asked] = await connectionsByApi(request, ana.token);
    expect(asked).toMatchObject({ receiver: bruno.me.id, type: 'close', status: 'pending_initiator' });
  });

  test('the member asked finds the request in his connections and on her profile, and accepts', async ({ page }) => {
    await openSignedIn(page, bruno.token, '/spheres/connections');
    const requests = connectionsTab(page).getByRole('region', { name: /Waiting for you/ });
    await expect(requests.getByRole('link', { name: /Ana Sousa/ })).toBeVisible({ timeout: timeLimit(15_000) });
    await expect(requests.getByRole('button', { name: 'Accept connection: Ana Sousa' })).toBeVisible();
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'connections-panel-request');

    await requests.getByRole('link', { name: /Ana Sousa/ }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${ana.me.id}$`));
    await expect(page.getByText('Ana wants to connect with you')).toBeVisible();
    const picker = levelPicker(page, 'Ana');
    await expect(picker.getByRole('button', { name: 'Close' })).toBeDisabled();
    await snap(page, 'connection-accept');

    await page.getByRole('button', { name: 'Accept connection' }).click();
    await expect(page.getByText('You and Ana are connected')).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    // Bruno chooses his own level for Ana.
    await picker.getByRole('button', { name: 'Close' }).click();
    await expect(picker.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByRole('button', { name: 'General' })).toBeEnabled();
    // Now that they are connected, her meeting link reaches him.
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute(
      'href',
      'https://cal.example.com/ana',
    );
  });

  test('both see the active connection, and a way to message each other', async ({ page, request }) => {
    await openSignedIn(page, ana.token, `/users/${bruno.me.id}`);
    const picker = levelPicker(page, 'Bruno');
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'General' })).toBeEnabled();
    await expect(picker.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Message', exact: true })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute(
      'href',
      'https://cal.example.com/bruno',
    );
    await expectNoAccessibilityViolations(page);
    await page.mouse.move(0, 0);
    await loadBothNavigations(page, { isSignedIn: true });
    await snap(page, 'connection-active');

    await page.goto('/spheres/connections');
    const network = connectionsTab(page).getByRole('region', { name: /Your network/ });
    const row = network.getByRole('link', { name: /Bruno Lenz/ });
    await expect(row).toContainText('Close');
    await expect(row).toContainText('Connected');
    await expect(row).toContainText('Berlin');
    await snap(page, 'connections-panel');

    const [fromBruno] = await connectionsByApi(request, bruno.token);
    expect(fromBruno).toMatchObject({ receiver: ana.me.id, type: 'close', status: 'active' });
  });

  test('blocking asks first; the blocked member then sees no more than her first name', async ({ page, browser }) => {
    await openSignedIn(page, ana.token, `/users/${bruno.me.id}`);
    await moreFor(page, 'Bruno').click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const sheet = page.getByRole('dialog', { name: 'Block Bruno?' });
    await expect(sheet).toContainText('none of your trips');
    await snap(page, 'connection-block-confirm');
    await sheet.getByRole('button', { name: 'Block Bruno' }).click();
    await expect(page.getByText('You blocked Bruno')).toBeVisible();
    await expect(levelPicker(page, 'Bruno')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveCount(0);
    await snap(page, 'connection-blocked');

    const brunoContext = await browser.newContext({ viewport: viewports.phone });
    watchPageErrors(brunoContext);
    const brunoPage = await brunoContext.newPage();
    await openSignedIn(brunoPage, bruno.token, `/users/${ana.me.id}`);
    await expect(brunoPage.getByRole('heading', { level: 1, name: 'Ana', exact: true })).toBeVisible();
    await expect(brunoPage.getByText('Architect, always on the night train.')).toHaveCount(0);
    await expect(brunoPage.getByText('Atelier Norte')).toHaveCount(0);
    await expect(brunoPage.getByText(/^@ana_/)).toHaveCount(0);
    await expect(brunoPage.getByText(/Lives in/)).toHaveCount(0);
    await expect(brunoPage.getByText('Ana has not shared anything else.')).toBeVisible();
    await brunoContext.close();

    await page.goto('/spheres/connections');
    const blocked = connectionsTab(page).getByRole('region', { name: /Blocked/ });
    await expect(blocked.getByRole('link', { name: /Bruno/ })).toBeVisible();
    await expect(blocked.getByRole('button', { name: /^Unblock/ })).toBeVisible();
  });

  test('unblocking asks the member again at general', async ({ page, request }) => {
    await openSignedIn(page, ana.token, `/users/${bruno.me.id}`);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('Bruno is unblocked')).toBeVisible();
    await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
    await expect(levelPicker(page, 'Bruno').getByRole('button', { name: 'General' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [unblocked] = await connectionsByApi(request, ana.token);
    expect(unblocked).toMatchObject({ receiver: bruno.me.id, type: 'general', status: 'pending_initiator' });
  });

  test('removing a member from the network asks first and leaves both public', async ({ page, request }) => {
    // Bruno takes up the new request, so they are connected again.
    const [asked] = await connectionsByApi(request, bruno.token);
    const accepted = await request.put(`/thr/v1/api/connections/${asked!.id}/`, {
      headers: { authorization: `Bearer ${bruno.token}` },
      data: { status: 'active' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await openSignedIn(page, ana.token, `/users/${bruno.me.id}`);
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await moreFor(page, 'Bruno').click();
    await page.getByRole('menuitem', { name: 'Remove from network' }).click();
    const sheet = page.getByRole('dialog', { name: 'Remove Bruno from your network?' });
    await sheet.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Bruno was removed from your network')).toBeVisible();
    await expect(levelPicker(page, 'Bruno').getByRole('button', { name: 'Public' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await connectionsByApi(request, ana.token)).toEqual([]);
    expect(await connectionsByApi(request, bruno.token)).toEqual([]);
  });
});

test('a level that cannot be saved goes back to what it was and says why', async ({ page, request }) => {
  const [carla, dario] = await Promise.all([
    createSettledMember(request, { firstName: 'Carla', lastName: 'Moreau' }),
    createSettledMember(request, { firstName: 'Dario', lastName: 'Conti' }),
  ]);
  await connectByApi(request, carla, dario, 'general');
  await openSignedIn(page, carla.token, `/users/${dario.me.id}`);
  const picker = levelPicker(page, 'Dario');
  await expect(picker.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
  await page.route(/\/thr\/v1\/api\/connections\/[0-9a-f-]{36}\/$/, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong!' } })
      : route.fallback(),
  );
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Something went wrong!')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
});

test('the connections tab with nobody in it says "No users" and offers an invitation', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Elif', lastName: 'Arslan' });
  await openSignedIn(page, member.token, '/spheres/connections');
  await expect(page.getByRole('heading', { name: 'No users' })).toBeVisible({ timeout: timeLimit(15_000) });
  await connectionsTab(page).getByRole('button', { name: 'Invite by email' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite by email' })).toBeVisible();
});
