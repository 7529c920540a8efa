import type { Me } from '@here-and-there/contracts';
import { emailParts } from '../../api/src/test/outbox.ts';
import { createSettledMember, openSignedIn, updateByApi } from './support/members.ts';
import {
  expectNoAccessibilityViolations,
  loadBothNavigations,
  screenshotDir,
  snap,
  snapAsIs,
  timeLimit,
  viewports,
} from './support/pages.ts';
import { readLatestEmailTo } from './support/server.ts';
import { expect, test } from './support/test.ts';

const api = '/thr/v1/api';

test('a member reads her email in a mail client and unsubscribes from its kind without signing in', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const nina = await createSettledMember(request, { firstName: 'Nina', lastName: 'Berg' });
  const omar = await createSettledMember(request, { firstName: 'Omar', lastName: 'Farouk' });
  const asked = await request.post(`${api}/connections/`, {
    headers: { authorization: `Bearer ${omar.token}` },
    data: { receiver: nina.me.id, type: 'general' },
  });
  expect(asked.status()).toBe(201);

  // The HTML part as a mail client shows it: the page of the email, nothing of the app around it.
  const email = emailParts(await readLatestEmailTo(nina.email));
  expect(email.contentType).toMatch(/^multipart\/alternative/);
  await page.setContent(email.html!);
  await expect(page.getByText('Omar Farouk asked to connect with you on Here & There.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Here & There' })).toHaveAttribute(
    'href',
    new RegExp(`/users/${omar.me.id}$`),
  );
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${screenshotDir}/email-${size}.png`, fullPage: true });
  }

  // The footer's link, opened signed out: it says what it stops, and stops only that.
  const footerLink = new URL(
    (await page.getByRole('link', { name: 'Unsubscribe from these emails' }).getAttribute('href')) ?? '',
  );
  await page.goto(`${footerLink.pathname}${footerLink.search}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from emails' })).toBeVisible();
  await expect(page.getByText('You will no longer get emails about connection requests.')).toBeVisible();
  await snap(page, 'unsubscribe');
  await expectNoAccessibilityViolations(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await snap(page, 'unsubscribed');

  const me = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${nina.token}` } });
  const { topics } = ((await me.json()) as Me).notification_preferences;
  expect(topics.connection_requests.email).toBe(false);
  expect(topics.crossings.email).toBe(true);

  // A link altered by hand does nothing, and says so.
  await page.goto(`/unsubscribe?token=${nina.me.id}.messages.email.forged`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await snap(page, 'unsubscribe-invalid');
});

test('a member chooses a daily digest, and the server learns the language of her app once she is signed in', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const ines = await createSettledMember(request, { firstName: 'Ines', lastName: 'Roth' });
  // Her emails were German; this browser shows the app in English.
  await updateByApi(request, ines.token, ines.me.id, { notification_preferences: { language: 'de' } });
  const preferences = async () => {
    const me = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${ines.token}` } });
    return ((await me.json()) as Me).notification_preferences;
  };

  await openSignedIn(page, ines.token, '/my-account/privacy');
  await expect.poll(async () => (await preferences()).language).toBe('en');

  const digest = page.getByRole('switch', { name: 'One email a day' });
  await expect(digest).not.toBeChecked({ timeout: timeLimit(15_000) });
  await digest.click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  const time = page.getByRole('combobox', { name: 'Send it at' });
  await expect(time).toContainText('08:00');
  await time.click();
  await page.getByRole('option', { name: '07:30' }).click();
  await expect.poll(async () => (await preferences()).digest_at).toBe('07:30');

  await loadBothNavigations(page, { isSignedIn: true });
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.getByRole('region', { name: 'Daily digest' }).scrollIntoViewIfNeeded();
    await snapAsIs(page, `privacy-digest-${size}`);
  }
  await page.getByRole('switch', { name: 'One email a day' }).click();
  await expect.poll(async () => (await preferences()).digest_at).toBeNull();
  await expect(page.getByRole('combobox', { name: 'Send it at' })).toHaveCount(0);
});
