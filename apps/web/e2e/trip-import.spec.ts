import { readFileSync } from 'node:fs';
import { type Integrations, sessionCookie } from '@here-and-there/contracts';
import { connectByApi, createProMember, openSignedIn } from './support/members.ts';
import { snap, timeLimit, viewports } from './support/pages.ts';
import { expect, test } from './support/test.ts';

const api = '/thr/v1/api';

/** A confirmation of the corpus the API tests read: British Airways, Berlin–London and back in May 2027. */
const confirmation = readFileSync(
  new URL('../../api/src/modules/imports/fixtures/mail/british-airways-return-jsonld.eml', import.meta.url),
  'utf8',
);

/** The confirmation as the member forwarded it to their address. */
const forwardedTo = (address: string) =>
  `Delivered-To: ${address}\r\n${confirmation.replace(/^To: .*$/m, `To: ${address}`)}`;

// At both sizes: a phone takes over the dashboard the server drew, a desktop draws it again.
for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });
    test('a forwarded confirmation waits under review, the member confirms it, and a connection sees the trip', async ({
      page,
      request,
    }) => {
      test.setTimeout(timeLimit(90_000));
      const ana = await createProMember(request, { firstName: 'Ana', lastName: 'Forwarder' });
      const ben = await createProMember(request, { firstName: 'Ben', lastName: 'Watcher' });
      await connectByApi(request, ana, ben, 'close');

      const integrations = await request.get(`${api}/users/${ana.me.id}/integrations/`, {
        headers: { authorization: `Bearer ${ana.token}` },
      });
      const address = ((await integrations.json()) as Integrations).forwarding_address!;
      expect(address).toMatch(/^plans\+[a-z2-7]+@in\.hereandthere\.test$/);
      const inbound = await request.post(`${api}/integrations/inbound-email/`, {
        headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': 'here-and-there-e2e-inbound-secret' },
        data: forwardedTo(address),
      });
      expect(inbound.status(), await inbound.text()).toBe(204);

      // The dashboard comes drawn with its queue, which then does not push the screen down.
      const drawn = await request.get('/', {
        headers: { accept: 'text/html', cookie: `${sessionCookie}=${encodeURIComponent(ana.token)}` },
      });
      expect(await drawn.text()).toContain('From British Airways');

      // Under review on the dashboard, with its airline and days; nobody else sees it yet.
      await openSignedIn(page, ana.token, '/');
      const review = page.getByRole('region', { name: 'To confirm' });
      await expect(review.getByText('London, United Kingdom')).toBeVisible();
      await expect(review.getByText('From British Airways')).toBeVisible();
      await snap(page, `trip-import-review-${size}`);
      await page.goto('/trips');
      await expect(page.getByRole('region', { name: 'To confirm' }).getByText('London, United Kingdom')).toBeVisible();
      await snap(page, `trip-import-review-trips-${size}`);

      // Confirm opens the trip form, whose button reads Confirm.
      await page.getByRole('button', { name: 'Confirm the trip to London, United Kingdom' }).click();
      const form = page.getByRole('dialog', { name: 'Edit trip' });
      await expect(form.getByText('We found this trip in your mail.', { exact: false })).toBeVisible();
      await form.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('region', { name: 'To confirm' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /London, United Kingdom/ })).toBeVisible();

      // Ben, close to Ana, sees the trip among his people's trips, and was told of it.
      await openSignedIn(page, ben.token, '/?tab=trips');
      await expect(page.getByRole('link', { name: /Ana Forwarder.*London, United Kingdom/s })).toBeVisible();
      const notifications = await request.get(`${api}/notifications/`, {
        headers: { authorization: `Bearer ${ben.token}` },
      });
      expect(
        ((await notifications.json()) as { results: { kind: string }[] }).results.map((item) => item.kind),
      ).toContain('new_trip');
    });
  });
}
