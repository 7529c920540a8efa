import type { Contact, CreateContactRequest, Me } from '@here-and-there/contracts';
import {
  type ApiMember,
  createSettledMember,
  openSignedIn,
  signUpByApi,
  solidPng,
  uniquePhoneNumber,
  updateByApi,
} from './support/members.ts';
import {
  expectNoAccessibilityViolations,
  loadBothNavigations,
  snap,
  snapAsIs,
  timeLimit,
  uniqueEmail,
  viewports,
} from './support/pages.ts';
import { readTextMessagesTo } from './support/server.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test.ts';

const api = '/thr/v1/api';

async function addContactByApi(request: APIRequestContext, member: ApiMember, fields: CreateContactRequest) {
  const response = await request.post(`${api}/contacts/`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: fields,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Contact;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** A contact in the list: its button is named by the contact's name, then how to reach them. */
const contactRow = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}(?:\\s|$)`) });

/** A vCard export as phones write them: version 3.0 with a folded note, and 2.1 with quoted-printable UTF-8. */
const vCardFile = (suffix: string) =>
  [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Fernandes;Lúcia;;;',
    'FN:Lúcia Fernandes',
    'TEL;TYPE=CELL:+351 912 345 678',
    `EMAIL:lucia.${suffix}@example.com`,
    'NOTE:Met on the night train to Porto\\, talked about maps and the best pastéis in ',
    ' Belém.',
    `UID:lucia-${suffix}`,
    'END:VCARD',
    'BEGIN:VCARD',
    'VERSION:2.1',
    'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;',
    'TEL;CELL:+49 151 2345 6789',
    `UID:jurgen-${suffix}`,
    'END:VCARD',
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Nobody Reachable',
    `UID:nobody-${suffix}`,
    'END:VCARD',
    '',
  ].join('\r\n');

/**
 * Drags the card sideways by `distance` pixels with the mouse, from a point clear of its buttons
 * near the edge it moves away from, so the whole drag stays inside the window.
 */
async function drag(page: Page, card: Locator, distance: number, { release = true } = {}) {
  const box = (await card.boundingBox())!;
  const x = distance > 0 ? box.x + 24 : box.x + box.width - 24;
  const y = box.y + 60;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 12 });
  if (release) await page.mouse.up();
}

test('a member adds a contact by hand: the first name is asked for first, then the contact is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const member = await createSettledMember(request, { firstName: 'Ines', lastName: 'Carvalho' });
  await openSignedIn(page, member.token, '/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'contacts-empty');

  await page.getByRole('button', { name: 'Add contact' }).first().click();
  const form = dialog(page, 'Add contact');
  await expect(form.getByLabel('First name')).toBeFocused();
  await snap(page, 'contact-create');

  // Enter leaves a text field instead of sending the form.
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Last name').press('Enter');
  await expect(form.getByLabel('Last name')).not.toBeFocused();
  await expect(form).toBeVisible();

  await form.getByLabel('Mobile').fill('call me maybe');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByText('Enter a valid phone number')).toBeVisible();
  await expect(form.getByLabel('First name')).toBeFocused();
  await snap(page, 'contact-create-errors');

  // Nothing typed is lost: the fields keep their text while it is put right.
  await expect(form.getByLabel('Last name')).toHaveValue('Okafor');
  await form.getByLabel('First name').fill('Amara');
  const phone = uniquePhoneNumber();
  await form.getByLabel('Mobile').fill(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
  await form.getByLabel('Email').fill('amara@example');
  await form.getByRole('button', { name: 'Add contact' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill(uniqueEmail('amara'));
  await form.getByRole('combobox', { name: 'Lives in' }).fill('lago');
  // The list of places opens over the sheet, outside it.
  await page
    .getByRole('option', { name: /^Lagos/ })
    .first()
    .click();
  await expect(form.getByRole('combobox', { name: 'Lives in' })).toHaveValue(/^Lagos, /);
  await form.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: /^Close/ }).click();
  await form.getByLabel('Notes').fill('Architect. Knows every rooftop bar in Lagos.');
  // A picture goes up with the rest of the form, in one multipart request.
  await form.locator('input[name="image"]').setInputFiles({
    name: 'amara.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 96, [255, 122, 89]),
  });
  await expect(form.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await form.getByRole('button', { name: 'Add contact' }).click();

  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  const row = contactRow(page, 'Amara Okafor');
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Lagos');
  await expect(row).toContainText('Close');
  await expect(row.locator('img')).toHaveAttribute('src', /\/media\//);
  await snap(page, 'contacts-page');

  await row.click();
  const view = dialog(page, 'Amara Okafor');
  await expect(view).toContainText('Architect. Knows every rooftop bar in Lagos.');
  await expect(view.getByRole('button', { name: 'Invite by text' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]contact=[0-9a-f-]{36}/);
  await snap(page, 'contact-view');

  await view.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit contact');
  await expect(edit.getByLabel('First name')).toHaveValue('Amara');
  await snap(page, 'contact-edit');
  await edit.getByLabel('Last name').fill('Okafor-Bello');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(dialog(page, 'Amara Okafor-Bello')).toBeVisible();

  await dialog(page, 'Amara Okafor-Bello').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete Amara Okafor-Bello?')).toBeVisible();
  await snap(page, 'contact-delete');
  await dialog(page, 'Amara Okafor-Bello').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
  await expect(page).not.toHaveURL(/contact=/);
});

test('an imported contact keeps its phone and email from the address book', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Tomas', lastName: 'Ibarra' });
  const response = await request.post(`${api}/contacts/bulk_create/`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: [{ external_id: 'phone-17', first_name: 'Carla', cel: uniquePhoneNumber(), email: 'carla@example.com' }],
  });
  expect(response.status(), await response.text()).toBe(200);
  await openSignedIn(page, member.token, '/contacts');
  await contactRow(page, 'Carla').click();
  await dialog(page, 'Carla').getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit contact');
  await expect(edit.getByLabel('Mobile')).toBeDisabled();
  await expect(edit.getByLabel('Email')).toBeDisabled();
  // Said once for the locked fields, not under each of them.
  await expect(edit.getByText("This comes from your phone's contacts: change it there")).toHaveCount(1);
  await snap(page, 'contact-edit-imported');
  await edit.getByLabel('Last name').fill('Mendes');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page, 'Carla Mendes')).toContainText('carla@example.com');
});

test('a vCard file imports, and the member sees what became of each contact', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Sofia', lastName: 'Brandt' });
  const suffix = String(Date.now());
  await openSignedIn(page, member.token, '/contacts');
  await page.getByRole('button', { name: 'Import' }).first().click();
  const importer = dialog(page, 'Import contacts');
  await expect(importer.getByRole('button', { name: /^Import a file/ })).toBeVisible();
  await snap(page, 'contact-import');

  const file = { name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vCardFile(suffix), 'utf8') };
  await importer.locator('input[name="contacts_file"]').setInputFiles(file);
  await expect(importer.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  const result = importer.getByRole('status');
  await expect(result).toContainText('Added2');
  await expect(result).toContainText('Updated0');
  await expect(result).toContainText('Left out: no phone or email1');
  await snap(page, 'contact-import-result');

  // The same file again: the contacts are matched by their vCard UID, not added twice.
  await importer.getByRole('button', { name: 'Import more' }).click();
  await importer.locator('input[name="contacts_file"]').setInputFiles(file);
  await expect(importer.getByRole('status')).toContainText('Added0');
  await expect(importer.getByRole('status')).toContainText('Already in your contacts2');
  await importer.getByRole('button', { name: 'Done' }).click();

  await expect(contactRow(page, 'Jürgen Müller')).toContainText('+4915123456789');
  await contactRow(page, 'Lúcia Fernandes').click();
  await expect(dialog(page, 'Lúcia Fernandes')).toContainText(
    'Met on the night train to Porto, talked about maps and the best pastéis in Belém.',
  );
  await expect(dialog(page, 'Lúcia Fernandes')).toContainText('Imported from your address book');
});

test('a contact invited by text from the view dialog receives the invitation link', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Noor', lastName: 'Haddad' });
  const phone = uniquePhoneNumber();
  const contact = await addContactByApi(request, member, { first_name: 'Yusuf', last_name: 'Demir', cel: phone });
  const noPhone = await addContactByApi(request, member, { first_name: 'Zeynep', email: 'zeynep@example.com' });

  await openSignedIn(page, member.token, `/contacts?dialog=view-contact&contact=${noPhone.id}`);
  await expect(dialog(page, 'Zeynep')).toContainText('zeynep@example.com');
  await expect(dialog(page, 'Zeynep').getByRole('button', { name: 'Invite by text' })).toHaveCount(0);
  await dialog(page, 'Zeynep').getByRole('button', { name: 'Close' }).click();

  await contactRow(page, 'Yusuf Demir').click();
  const view = dialog(page, 'Yusuf Demir');
  await view.getByRole('button', { name: 'Invite by text' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  await expect(view).toContainText(/Invited on/);
  await expect(view.getByRole('button', { name: 'Invite again' })).toBeVisible();

  await expect
    .poll(async () => (await readTextMessagesTo(phone)).at(-1)?.body)
    .toContain(`/invitation/${contact.invitation_uuid}`);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(contactRow(page, 'Yusuf Demir')).toContainText('Invited');
});

test('several contacts are invited by text at once', async ({ page, request }) => {
  const member = await createSettledMember(request, { firstName: 'Mina', lastName: 'Sato' });
  const phones = [uniquePhoneNumber(), uniquePhoneNumber()];
  await addContactByApi(request, member, { first_name: 'Aiko', cel: phones[0] });
  await addContactByApi(request, member, { first_name: 'Botan', tel: phones[1] });
  await addContactByApi(request, member, { first_name: 'Chiyo', email: 'chiyo@example.com' });

  await openSignedIn(page, member.token, '/contacts');
  await page.getByRole('button', { name: 'Invite several' }).click();
  await expect(page.getByRole('checkbox', { name: /^Chiyo/ })).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Aiko/ }).check();
  await page.getByRole('checkbox', { name: /^Botan/ }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await snap(page, 'contacts-invite-several');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('changes saved', { exact: true })).toBeVisible();
  for (const phone of phones) {
    await expect.poll(async () => (await readTextMessagesTo(phone)).at(-1)?.body).toContain('/invitation/');
  }
  await expect(contactRow(page, 'Aiko')).toContainText('Invited');
});

test('the swipe deck: a long drag right invites, a short drag snaps back, a drag left skips', async ({
  page,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  await page.setViewportSize(viewports.desktop);
  const member = await createSettledMember(request, { firstName: 'Lena', lastName: 'Vogel' });
  const phones = [uniquePhoneNumber(), uniquePhoneNumber(), uniquePhoneNumber()];
  const [anna] = [
    await addContactByApi(request, member, {
      first_name: 'Anna',
      last_name: 'Berg',
      cel: phones[0],
      location: 2950159,
    }),
    await addContactByApi(request, member, { first_name: 'Bruno', last_name: 'Costa', cel: phones[1] }),
    await addContactByApi(request, member, { first_name: 'Chloé', last_name: 'Dubois', cel: phones[2] }),
  ];
  await openSignedIn(page, member.token, '/dashboard/contacts/swipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your contacts' })).toBeVisible();
  const card = page.getByTestId('swipe-card');
  await expect(card.getByRole('heading', { name: 'Anna Berg' })).toBeVisible();
  await expect(page.getByText('1 of 3')).toBeVisible();
  await loadBothNavigations(page, { isSignedIn: true });
  await snap(page, 'contacts-swipe');

  // A drag short of 40 % of the window moves the card, and letting go puts it back.
  const width = viewports.desktop.width;
  await drag(page, card, width * 0.3, { release: false });
  await expect(card).not.toHaveCSS('transform', 'none');
  await snapAsIs(page, 'contacts-swipe-dragging');
  await page.mouse.up();
  await expect(card).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await expect(card.getByRole('heading', { name: 'Anna Berg' })).toBeVisible();
  expect(await readTextMessagesTo(phones[0]!)).toHaveLength(0);

  // Past 40 % to the right: Anna is texted her invitation.
  await drag(page, card, width * 0.45);
  await expect(card.getByRole('heading', { name: 'Bruno Costa' })).toBeVisible();
  await expect(page.getByText('2 of 3')).toBeVisible();
  await expect
    .poll(async () => (await readTextMessagesTo(phones[0]!)).at(-1)?.body)
    .toContain(`/invitation/${anna.invitation_uuid}`);

  // Past 40 % to the left: Bruno is skipped, and nothing is sent to him.
  await drag(page, card, -width * 0.45);
  await expect(card.getByRole('heading', { name: 'Chloé Dubois' })).toBeVisible();
  expect(await readTextMessagesTo(phones[1]!)).toHaveLength(0);

  // The buttons do the same without a pointer; the empty deck moves on to recent members.
  const leaving = page.waitForURL('**/dashboard/users/recent');
  await page.getByRole('button', { name: 'Invite Chloé Dubois by text' }).click();
  await leaving;
  await expect.poll(async () => (await readTextMessagesTo(phones[2]!)).length).toBe(1);
});

test('a new member imports contacts from a file in the last step of onboarding', async ({ page, request }) => {
  const newcomer = await signUpByApi(request, { firstName: 'Elif', lastName: 'Aydın' });
  await updateByApi(request, newcomer.token, newcomer.me.id, { base_location: 745044 });
  await openSignedIn(page, newcomer.token, '/onboarding/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Your contacts' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await snap(page, 'onboarding-contacts');
  await expectNoAccessibilityViolations(page);

  const csv =
    'First Name,Last Name,Mobile Phone,E-mail Address\r\nKerem,Yıldız,+90 532 123 45 67,kerem@example.com\r\n';
  await page
    .locator('input[name="contacts_file"]')
    .setInputFiles({ name: 'outlook.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByRole('status')).toContainText('Added1');
  await snap(page, 'onboarding-contacts-imported');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);

  const me = await request.get(`${api}/users/me`, { headers: { authorization: `Bearer ${newcomer.token}` } });
  expect(((await me.json()) as Me).onboarded).toBe(true);
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`the contacts page and the contacts tab have no accessibility violations (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const member = await createSettledMember(request, { firstName: 'Aino', lastName: 'Laine' });
    await addContactByApi(request, member, {
      first_name: 'Väinö',
      last_name: 'Mäkinen',
      cel: uniquePhoneNumber(),
      location: 658225,
      connection_type: 'general',
    });
    await addContactByApi(request, member, { first_name: 'Saara', email: uniqueEmail('saara') });
    await openSignedIn(page, member.token, '/contacts');
    await expect(contactRow(page, 'Väinö Mäkinen')).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto('/spheres/contacts?q=v');
    await expect(page.getByRole('tab', { name: 'Contacts', selected: true })).toBeVisible();
    await expect(contactRow(page, 'Väinö Mäkinen')).toBeVisible();
    await expect(contactRow(page, 'Saara')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    if (size === 'phone') {
      await loadBothNavigations(page, { isSignedIn: true });
      await snap(page, 'spheres-contacts');
    }
  });
}
