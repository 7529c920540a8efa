import type { Page } from '@playwright/test';
import { connectByApi, createProMember, signInBrowser, updateByApi } from './support/members.ts';
import { snap, timeLimit, viewports } from './support/pages.ts';
import { expect, test, watchPageErrors } from './support/test.ts';
import { addTripByApi, dayFromNow, places } from './support/trips.ts';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const card = (page: Page) => page.getByRole('log', { name: 'Conversation' }).getByTestId('meetup-card');

test('a meetup proposed from a crossing on the dashboard is accepted on the other side and shows on both dashboards', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(120_000));
  const [ana, bo] = await Promise.all([
    createProMember(request, { firstName: 'Ana', lastName: 'Quintela' }),
    createProMember(request, { firstName: 'Bo', lastName: 'Lindqvist' }),
  ]);
  // Ana lives in Berlin; Bo, from Lisbon, comes to Berlin.
  await updateByApi(request, bo.token, bo.me.id, { base_location: places.lisbon });
  await connectByApi(request, ana, bo);
  await addTripByApi(request, bo, {
    location: places.berlin,
    arrival_datetime: dayFromNow(10),
    departure_datetime: dayFromNow(13),
  });

  await signInBrowser(page.context(), ana);
  await page.goto('/');
  const here = section(page, 'Here');
  await expect(here.getByRole('link', { name: /Bo Lindqvist/ })).toBeVisible();
  await here.getByRole('button', { name: 'Propose a meetup to Bo Lindqvist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a meetup to Bo Lindqvist' });
  await expect(dialog.getByLabel('Place')).toHaveValue('Berlin, Germany');
  await expect(dialog.getByLabel('Day')).toHaveAttribute('min', dayFromNow(10));
  await expect(dialog.getByLabel('Day')).toHaveAttribute('max', dayFromNow(13));
  await dialog.getByLabel('Venue (optional)').fill('Café Einstein');
  await dialog.getByLabel('Day').fill(dayFromNow(11));
  await dialog.getByLabel('Time').fill('19:30');
  await snap(page, 'meetup-propose');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();

  await expect(page).toHaveURL(/\/inbox\/view\/[0-9a-f-]{36}$/);
  const chatPath = new URL(page.url()).pathname;
  await expect(card(page)).toContainText('Café Einstein, Berlin, Germany');
  await expect(card(page)).toContainText('Proposed');
  await expect(card(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const boContext = await browser.newContext({ viewport: viewports.phone });
  watchPageErrors(boContext);
  await signInBrowser(boContext, bo);
  const boPage = await boContext.newPage();
  await boPage.goto(chatPath);
  await expect(card(boPage)).toContainText('Proposed');
  await snap(boPage, 'meetup-card-proposed');
  await card(boPage).getByRole('button', { name: 'Accept' }).click();
  await expect(card(boPage)).toContainText('Accepted');
  // Ana's side changes without a reload.
  await expect(card(page)).toContainText('Accepted');
  await expect(card(page).getByRole('button', { name: 'Cancel meetup' })).toBeVisible();

  for (const [viewer, other] of [
    [page, 'Bo Lindqvist'],
    [boPage, 'Ana Quintela'],
  ] as const) {
    await viewer.goto('/');
    await expect(section(viewer, 'Meetups').getByRole('link', { name: new RegExp(other) })).toContainText(
      'Café Einstein, Berlin, Germany',
    );
  }
  await snap(page, 'meetup-dashboard');
  await boContext.close();
});
