import { createSettledMember, openSignedIn } from './support/members.ts';
import { expectNoAccessibilityViolations, loadBothNavigations, snap, timeLimit, viewports } from './support/pages.ts';
import { expect, type Page, test } from './support/test.ts';
import { dayFromNow } from './support/trips.ts';

/**
 * What a member controls of their notifications (the privacy tab): the channels of each topic and
 * quiet hours, each saved as it is changed; and the offer of pushes after their first trip.
 */

const topic = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const timeField = (page: Page, name: 'From' | 'To') => page.getByRole('textbox', { name, exact: true });
const saved = (page: Page) => expect(page.getByText('changes saved', { exact: true }).last()).toBeVisible();

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('a member turns off emails of connection requests and sets quiet hours, and both stay', async ({
      page,
      request,
    }) => {
      test.setTimeout(timeLimit(60_000));
      const member = await createSettledMember(request, { firstName: 'Ida', lastName: 'Holm' });
      await openSignedIn(page, member.token, '/my-account/privacy');
      const requests = topic(page, 'Connection requests');
      await expect(requests.getByRole('checkbox', { name: 'Email' })).toBeChecked({ timeout: timeLimit(15_000) });
      // Texts are off for every topic while their global switch is.
      await expect(requests.getByRole('checkbox', { name: 'Text' })).toBeDisabled();
      await expect(topic(page, 'Messages').getByRole('checkbox', { name: 'Text' })).toBeDisabled();

      // Controlled by the saved settings: it shows the change once the save is under way.
      await requests.getByRole('checkbox', { name: 'Email' }).click();
      await expect(requests.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
      await saved(page);
      const quiet = page.getByRole('switch', { name: 'Quiet hours' });
      await expect(quiet).not.toBeChecked();
      await quiet.click();
      await expect(timeField(page, 'From')).toHaveValue('22:00');
      await expect(timeField(page, 'To')).toHaveValue('07:00');
      await expect(page.getByText('In the time of your home city, Berlin, Germany')).toBeVisible();
      const changed = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.request().postData()?.includes('06:30') === true,
      );
      await timeField(page, 'To').fill('06:30');
      expect((await changed).status()).toBe(200);

      await page.reload();
      await expect(topic(page, 'Connection requests').getByRole('checkbox', { name: 'Email' })).not.toBeChecked({
        timeout: timeLimit(15_000),
      });
      await expect(topic(page, 'Connection requests').getByRole('checkbox', { name: 'Push' })).toBeChecked();
      await expect(topic(page, 'Crossings and alerts').getByRole('checkbox', { name: 'Email' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
      await expect(timeField(page, 'From')).toHaveValue('22:00');
      await expect(timeField(page, 'To')).toHaveValue('06:30');
      await expectNoAccessibilityViolations(page);

      if (size === 'phone') {
        await loadBothNavigations(page, { isSignedIn: true });
        // The topics and the quiet hours at the top of the screen, below the top bar.
        await page.getByRole('group', { name: 'By topic' }).evaluate((group) => group.scrollIntoView());
        await page.evaluate(() => window.scrollBy(0, -120));
        await snap(page, 'privacy-notification-choices');
      }
    });

    test('the first trip offers pushes once, and "Not now" is remembered on the device', async ({ page, request }) => {
      test.setTimeout(timeLimit(90_000));
      const offer = page.getByRole('dialog', { name: 'Get a push when someone you know will be there' });
      const addTrip = async (token: string) => {
        await openSignedIn(page, token, '/trips?dialog=create-trip');
        const form = page.getByRole('dialog', { name: 'Add a trip' });
        await form.getByRole('combobox', { name: 'Destination' }).fill('Lisbon');
        await page
          .getByRole('option', { name: /^Lisbon/ })
          .first()
          .click();
        await form.getByLabel('Arrival').fill(dayFromNow(10));
        await form.getByLabel('Departure').fill(dayFromNow(13));
        await form.getByRole('button', { name: 'Add trip' }).click();
        // The pointer moves on: a snackbar under it would wait for it to leave.
        await page.mouse.move(0, 0);
        await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}(\?|$)/);
      };

      const ida = await createSettledMember(request, { firstName: 'Ida', lastName: 'Holm' });
      // Nothing is offered on opening the app.
      await openSignedIn(page, ida.token, '/trips');
      await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
      await expect(offer).toHaveCount(0);

      await addTrip(ida.token);
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('button', { name: 'Turn on' })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      // It rises once the trip's "changes saved" is gone, which would cover its buttons.
      await expect(page.getByText('changes saved', { exact: true })).toHaveCount(0);
      if (size === 'phone') await snap(page, 'push-offer');
      await offer.getByRole('button', { name: 'Not now' }).click();
      await expect(offer).toHaveCount(0);
      await expect(page).not.toHaveURL(/dialog=/);
      // The browser was never asked.
      expect(await page.evaluate(() => Notification.permission)).toBe('default');

      // The offer's address opened again, and another member's first trip on this device: never again.
      await page.goto(`${page.url()}?dialog=push-offer`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lisbon, Portugal' })).toBeVisible();
      await expect(offer).toHaveCount(0);
      const ola = await createSettledMember(request, { firstName: 'Ola', lastName: 'Berg' });
      await addTrip(ola.token);
      await expect(page).not.toHaveURL(/dialog=/);
      await expect(offer).toHaveCount(0);
    });
  });
}
