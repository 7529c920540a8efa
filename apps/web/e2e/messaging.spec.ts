import { randomUUID } from 'node:crypto';
import type { Chat, Community } from '@here-and-there/contracts';
import type { APIRequestContext, Browser, Page, ViewportSize } from '@playwright/test';
import { type ApiMember, connectByApi, createSettledMember, signInBrowser } from './support/members.ts';
import { screenshotDir, timeLimit, viewports } from './support/pages.ts';
import { expect, test, watchPageErrors } from './support/test.ts';

const api = '/thr/v1/api';

const as = (member: ApiMember) => ({ authorization: `Bearer ${member.token}` });

/** Two members connected at general: the least a direct chat needs (SPEC §4). */
async function createConnectedPair(request: APIRequestContext, names: [string, string]) {
  const first = await createSettledMember(request, { firstName: names[0], lastName: 'Costa' });
  const second = await createSettledMember(request, { firstName: names[1], lastName: 'Weber' });
  await connectByApi(request, first, second);
  return [first, second] as const;
}

async function chatByApi(request: APIRequestContext, from: ApiMember, to: ApiMember[]) {
  const response = await request.post(`${api}/messaging/`, {
    headers: as(from),
    data: { users: to.map((m) => m.me.id) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Chat;
}

async function sendByApi(request: APIRequestContext, from: ApiMember, path: string, text: string) {
  const response = await request.post(`${api}${path}/messages/`, {
    headers: as(from),
    data: { text, client_msg_id: randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A page of its own browser context, as a second device or a second member. */
async function openAs(browser: Browser, member: ApiMember, path: string, viewport: ViewportSize = viewports.phone) {
  const context = await browser.newContext({ viewport });
  watchPageErrors(context);
  await signInBrowser(context, member);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function write(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

async function picture(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const size = (page.viewportSize()?.width ?? 0) >= viewports.desktop.width ? 'desktop' : 'phone';
  await page.screenshot({ path: `${screenshotDir}/messaging-${name}-${size}.png` });
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`messaging at ${size} size`, () => {
    test.use({ viewport });

    test('a chat started from the inbox carries messages both ways, live', async ({ page, browser, request }) => {
      test.setTimeout(timeLimit(90_000));
      const [ana, ben] = await createConnectedPair(request, ['Ana', 'Ben']);
      const benSide = await openAs(browser, ben, '/inbox/active', viewport);

      await signInBrowser(page.context(), ana);
      await page.goto('/inbox/active');
      await expect(page.getByText('No chats yet')).toBeVisible();
      await page.getByRole('button', { name: 'New chat' }).click();
      const dialog = page.getByRole('dialog', { name: 'New chat' });
      await dialog.getByRole('button', { name: /Ben Weber/ }).click();
      await picture(page, 'create-chat');
      await dialog.getByRole('button', { name: 'Start chat' }).click();
      await expect(page).toHaveURL(/\/inbox\/view\/[0-9a-f-]{36}$/);
      await write(page, 'Hello Ben, see https://example.com/lisbon when you can');
      const sent = conversation(page).getByTestId('message').filter({ hasText: 'Hello Ben' });
      await expect(sent).toBeVisible();
      await expect(sent.getByRole('link', { name: 'https://example.com/lisbon' })).toHaveAttribute('target', '_blank');

      // Ben's inbox lists the new chat with its unread message, without a reload.
      const row = benSide.page.getByTestId('chat-row').filter({ hasText: 'Ana Costa' });
      await expect(row).toContainText('Hello Ben');
      await expect(row.getByLabel('1 unread message')).toBeVisible();
      await row.getByRole('link').click();
      await expect(conversation(benSide.page).getByText('Hello Ben, see')).toBeVisible();
      await write(benSide.page, 'Obrigado, Ana!');

      await expect(conversation(page).getByText('Obrigado, Ana!')).toBeVisible();
      // Read on Ben's side: his row carries no unread count any more.
      if (size === 'desktop') await expect(row.getByLabel(/unread message/)).toHaveCount(0);
      await benSide.context.close();
    });

    test('a member renames a group, removes a member, mutes it and archives it until bringing it back', async ({
      page,
      request,
    }) => {
      test.setTimeout(timeLimit(90_000));
      const [gil, hana] = await createConnectedPair(request, ['Gil', 'Hana']);
      const ivo = await createSettledMember(request, { firstName: 'Ivo', lastName: 'Lima' });
      await connectByApi(request, gil, ivo);
      const chat = await chatByApi(request, gil, [hana, ivo]);
      await sendByApi(request, gil, `/messaging/${chat.id}`, 'Who is in Lisbon in May?');

      await signInBrowser(page.context(), gil);
      await page.goto(`/inbox/view/${chat.id}`);
      await page.getByRole('button', { name: 'Chat actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit chat' }).click();
      await expect(page).toHaveURL(`/inbox/edit/${chat.id}`);
      await page.getByLabel('Group name').fill('Lisbon crew');
      await page.getByRole('button', { name: 'Remove Ivo Lima' }).click();
      await picture(page, 'edit-chat');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(`/inbox/view/${chat.id}`);
      await expect(page.getByRole('heading', { name: 'Lisbon crew' })).toBeVisible();
      await expect(page.getByText('2 members')).toBeVisible();

      await page.getByRole('button', { name: 'Chat actions' }).click();
      await page.getByRole('menuitem', { name: 'Mute' }).click();
      await page.getByRole('button', { name: 'Chat actions' }).click();
      await expect(page.getByRole('menuitem', { name: 'Unmute' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Archive' }).click();

      await page.goto('/inbox/active');
      await expect(page.getByText('No chats yet')).toBeVisible();
      await page.getByRole('tab', { name: 'Archived' }).click();
      const row = page.getByTestId('chat-row').filter({ hasText: 'Lisbon crew' });
      await expect(row).toContainText('Who is in Lisbon in May?');
      await expect(row.getByRole('img', { name: 'Muted' })).toBeVisible();
      await picture(page, 'inbox-archived');
      await row.getByRole('button', { name: 'Unarchive: Lisbon crew' }).click();
      await expect(row).toHaveCount(0);
      await page.getByRole('tab', { name: 'Active' }).click();
      await expect(page.getByTestId('chat-row').filter({ hasText: 'Lisbon crew' })).toBeVisible();
    });

    test('a member writes to a connection from her profile, in the chat that opens over it', async ({
      page,
      request,
    }) => {
      test.setTimeout(timeLimit(90_000));
      const [kai, lena] = await createConnectedPair(request, ['Kai', 'Lena']);
      await signInBrowser(page.context(), kai);
      await page.goto(`/users/${lena.me.id}`);
      await page.getByRole('button', { name: 'Message' }).click();
      const sheet = page.getByRole('dialog', { name: 'Chat with Lena Weber' });
      await expect(sheet.getByText('This is the beginning of the conversation.')).toBeVisible();
      await write(page, 'Coffee in Porto on Friday?');
      await expect(conversation(page).getByTestId('message').filter({ hasText: 'Coffee in Porto' })).toBeVisible();
      await picture(page, 'user-chat');
      await sheet.getByRole('link', { name: 'Open in messages' }).click();
      await expect(page).toHaveURL(/\/inbox\/view\/[0-9a-f-]{36}$/);
      await expect(conversation(page).getByText('Coffee in Porto on Friday?')).toBeVisible();
    });

    test('a member reads a long chat upward, from the new messages on', async ({ page, request }) => {
      test.setTimeout(timeLimit(90_000));
      const [cara, dan] = await createConnectedPair(request, ['Cara', 'Dan']);
      const chat = await chatByApi(request, cara, [dan]);
      for (let index = 1; index <= 70; index += 1) {
        const [from, text] =
          index <= 64 && index % 3 === 0 ? [cara, `Cara's note ${index}`] : [dan, `Dan's news ${index}`];
        await sendByApi(request, from, `/messaging/${chat.id}`, text);
      }
      const read = await request.post(`${api}/messaging/${chat.id}/read/`, { headers: as(cara), data: { seq: 64 } });
      expect(read.status(), await read.text()).toBe(200);

      await signInBrowser(page.context(), cara);
      await page.goto('/inbox/active');
      await expect(page.getByTestId('chat-row').getByLabel('6 unread messages')).toBeVisible();
      await picture(page, 'inbox');
      await page.getByTestId('chat-row').getByRole('link').click();
      await expect(page.getByRole('separator', { name: 'New messages' })).toBeVisible();
      await expect(page.getByRole('separator', { name: 'Today' }).first()).toBeAttached();
      await picture(page, 'conversation');
      // The first page holds the newest 50; scrolling up brings the rest, down to the first message.
      await expect(page.getByTestId('message')).toHaveCount(50);
      await conversation(page).evaluate((box) => box.scrollTo({ top: 0 }));
      await expect(page.getByText("Dan's news 1", { exact: true })).toBeAttached();
      await expect(page.getByText('This is the beginning of the conversation.')).toBeAttached();
      await expect(page.getByTestId('message')).toHaveCount(70);
    });
  });
}

test.describe('messaging on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('unread badges rise with a message and clear once it is read', async ({ page, request }) => {
    test.setTimeout(timeLimit(90_000));
    const [eva, finn] = await createConnectedPair(request, ['Eva', 'Finn']);
    const chat = await chatByApi(request, eva, [finn]);

    await signInBrowser(page.context(), finn);
    await page.goto('/users/map');
    const you = page.getByTestId('bottom-nav').getByRole('button', { name: 'You' });
    await expect(you).toBeVisible();
    await expect(you.locator('.MuiBadge-dot')).toBeHidden();
    // The socket comes up once the screen is; a message sent then reaches the badges at once.
    await page.waitForLoadState('networkidle');
    await sendByApi(request, eva, `/messaging/${chat.id}`, 'Are you in Porto next week?');
    await expect(you.locator('.MuiBadge-dot')).toBeVisible();
    await you.click();
    const drawer = page.getByTestId('you-drawer');
    await expect(drawer.getByRole('link', { name: /Messages/ })).toContainText('1');
    await drawer.getByRole('link', { name: /Messages/ }).click();
    await page.getByTestId('chat-row').getByRole('link').click();
    await expect(conversation(page).getByText('Are you in Porto next week?')).toBeVisible();
    await page.getByRole('link', { name: 'Chats' }).click();
    await expect(page.getByTestId('chat-row').getByLabel(/unread message/)).toHaveCount(0);
    await page.goto('/users/map');
    await expect(you.locator('.MuiBadge-dot')).toBeHidden();
  });

  test('a message written offline is sent when the connection returns, once', async ({ page, browser, request }) => {
    test.setTimeout(timeLimit(90_000));
    const [gil, hana] = await createConnectedPair(request, ['Gil', 'Hana']);
    const chat = await chatByApi(request, gil, [hana]);
    const hanaSide = await openAs(browser, hana, `/inbox/view/${chat.id}`);

    await signInBrowser(page.context(), gil);
    await page.goto(`/inbox/view/${chat.id}`);
    await expect(page.getByText('This is the beginning of the conversation.')).toBeVisible();
    await page.context().setOffline(true);
    await write(page, 'Written in the tunnel');
    await expect(page.getByTestId('outgoing-message')).toHaveAttribute('data-state', 'sending');
    // A draft typed offline survives a reload too.
    await composer(page).fill('Half a thought');
    await page.context().setOffline(false);

    await expect(conversation(page).getByTestId('message').filter({ hasText: 'Written in the tunnel' })).toBeVisible();
    await expect(page.getByTestId('outgoing-message')).toHaveCount(0);
    await expect(conversation(hanaSide.page).getByText('Written in the tunnel')).toHaveCount(1);
    await page.reload();
    await expect(composer(page)).toHaveValue('Half a thought');
    await expect(conversation(page).getByText('Written in the tunnel')).toHaveCount(1);
    await hanaSide.context.close();
  });
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`a channel message appears live for another member, at ${size} size`, async ({ page, browser, request }) => {
    test.setTimeout(timeLimit(90_000));
    const ines = await createSettledMember(request, { firstName: 'Ines', lastName: 'Moura' });
    const jon = await createSettledMember(request, { firstName: 'Jon', lastName: 'Berg' });
    const created = await request.post(`${api}/communities/`, {
      headers: as(ines),
      data: {
        name: `Douro Walkers ${size}`,
        handle: `douro_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
        description: 'Walks along the river.',
        private: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const community = (await created.json()) as Community;
    const joined = await request.post(`${api}/communities/${community.id}/join/`, { headers: as(jon) });
    expect(joined.status(), await joined.text()).toBe(200);
    const general = `/communities/${community.id}/general`;
    const jonSide = await openAs(browser, jon, general, viewport);

    await signInBrowser(page.context(), ines);
    await page.goto(general);
    await expect(page.getByText('This is the beginning of the conversation.')).toBeVisible();
    await write(page, 'Saturday: Pinhão to Régua, who is in?');
    await expect(conversation(jonSide.page).getByText('Saturday: Pinhão to Régua, who is in?')).toBeVisible();
    await write(jonSide.page, 'Count me in');
    await expect(conversation(page).getByText('Count me in')).toBeVisible();
    await picture(page, 'channel');
    await jonSide.context.close();
    // A channel's conversation belongs to its community's page, never to the inbox.
    await page.goto('/inbox/active');
    await expect(page.getByText('No chats yet')).toBeVisible();
    await expect(page.getByTestId('chat-row')).toHaveCount(0);
  });
}
