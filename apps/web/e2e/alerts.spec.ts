import type { AlertScanResult } from '@here-and-there/contracts';
import { connectByApi, createProMember, openSignedIn, signInByApi } from './support/members.ts';
import { demoMembers, snap, timeLimit } from './support/pages.ts';
import { expect, test, watchPageErrors } from './support/test.ts';
import { addTripByApi, dayFromNow } from './support/trips.ts';

/**
 * The alert that is the point of the product: two days before two connected members are both in
 * Lisbon, each is told. The journey plans the trips to start two days from now — the moment the
 * alert is due with the default lead time — and runs the hourly scan at once, as an admin can.
 */
test('two days before their trips to Lisbon meet, both members find the alert in their notifications', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(90_000));
  const [ana, ben] = await Promise.all([
    createProMember(request, { firstName: 'Alma', lastName: 'Duarte' }),
    createProMember(request, { firstName: 'Bruno', lastName: 'Kessler' }),
  ]);
  await connectByApi(request, ana, ben);
  await addTripByApi(request, ana, { arrival_datetime: dayFromNow(2), departure_datetime: dayFromNow(6) });
  await addTripByApi(request, ben, { arrival_datetime: dayFromNow(2), departure_datetime: dayFromNow(8) });

  const admin = await signInByApi(request, demoMembers.sam);
  const run = await request.post('/thr/v1/api/alerts/run/', { headers: { authorization: `Bearer ${admin.token}` } });
  expect(run.status(), await run.text()).toBe(200);
  expect((await run.json()) as AlertScanResult).toMatchObject({ created: expect.any(Number) });

  const context = await browser.newContext();
  watchPageErrors(context);
  const page = await context.newPage();
  for (const [member, other] of [
    [ana, 'Bruno Kessler'],
    [ben, 'Alma Duarte'],
  ] as const) {
    await openSignedIn(page, member.token, '/notifications');
    const alert = page.getByRole('listitem').filter({ hasText: `${other} will be in Lisbon` });
    await expect(alert).toBeVisible();
  }
  await snap(page, 'notifications-crossing-alert');

  // The scan runs every hour: the alert stays one.
  await request.post('/thr/v1/api/alerts/run/', { headers: { authorization: `Bearer ${admin.token}` } });
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'Alma Duarte will be in Lisbon' })).toHaveCount(1);
  await context.close();
});
