import type { Connection, Contact, SignupResponse, UserInvitation } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, bearer, callApi, createSignedInMember, memberPassword } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; token: string };

const call = (...request: ApiCall) => callApi(t, ...request);

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${counter++}@example.com`;

async function signUp(invitation?: string, firstName = 'Nora') {
  const response = await call(null, 'POST', '/signup/', {
    email: uniqueEmail(firstName.toLowerCase()),
    password: memberPassword,
    first_name: firstName,
    last_name: 'Novak',
    accept_terms: true,
    ...(invitation ? { invitation } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json<SignupResponse>();
  return { id: user.id, token };
}

async function addContact(owner: Member, fields: object) {
  const response = await call(owner, 'POST', '/contacts/', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Contact>();
}

const connectionsOf = async (member: Member) =>
  (await call(member, 'GET', '/connections/')).json<{ results: Connection[] }>().results;

const linkIn = (text: string) => text.match(/https?:\/\/\S+\/invitation\/([0-9a-f-]{36})/)?.[1];

describe('inviting by email', () => {
  it('emails a link whose invitation shows who invites, as anyone may see them', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    await call(ana, 'PUT', `/users/${ana.id}/`, { visibility: { last_name: 'close-network' } });
    const email = uniqueEmail('friend');

    const response = await call(ana, 'POST', '/user-invitations/', { email: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json<UserInvitation>();
    expect(invitation).toMatchObject({ accepted: false, contact: null, person_inviting: { id: ana.id } });

    const sent = (await t.emails()).find((message) => message.includes(email));
    expect(sent).toContain('Subject: Ana invited you to Here & There');
    expect(linkIn(sent!.replace(/=\r?\n/g, ''))).toBe(invitation.id);

    const shown = await call(null, 'GET', `/user-invitations/${invitation.id}/`);
    expect(shown.statusCode).toBe(200);
    // A visitor's view: the last name Ana keeps for close connections stays out.
    expect(shown.json<UserInvitation>().person_inviting).toMatchObject({ display_name: 'Ana', last_name: null });
  });

  it('sends the open invitation again instead of making another', async () => {
    const ana = await createSignedInMember(t);
    const email = uniqueEmail('again');
    const first = (await call(ana, 'POST', '/user-invitations/', { email })).json<UserInvitation>();
    const second = (await call(ana, 'POST', '/user-invitations/', { email })).json<UserInvitation>();
    expect(second.id).toBe(first.id);
    expect((await t.emails()).filter((message) => message.includes(email))).toHaveLength(2);
  });

  it('refuses an address that belongs to a member, and a malformed one', async () => {
    const ana = await createSignedInMember(t);
    const ben = await createSignedInMember(t);
    const member = await call(ana, 'POST', '/user-invitations/', { email: ben.email });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({
      code: 'invitation.already_member',
      fields: { email: ['This person is already a member'] },
    });
    const malformed = await call(ana, 'POST', '/user-invitations/', { email: 'not-an-address' });
    expect(malformed.json()).toMatchObject({ fields: { email: ['Enter a valid email address'] } });
    expect((await call(null, 'POST', '/user-invitations/', { email: uniqueEmail('x') })).statusCode).toBe(401);
  });

  it('answers an unknown invitation with the spec message', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-token']) {
      const response = await call(null, 'GET', `/user-invitations/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'This invitation is invalid or has expired' });
    }
  });
});

describe('joining through an invitation', () => {
  it('connects the new member with the inviter, agreed on both sides, once', async () => {
    const ana = await createSignedInMember(t);
    const invitation = (
      await call(ana, 'POST', '/user-invitations/', { email: uniqueEmail('nora') })
    ).json<UserInvitation>();

    const nora = await signUp(invitation.id);
    expect(await connectionsOf(nora)).toMatchObject([{ receiver: ana.id, type: 'general', status: 'active' }]);
    expect(await connectionsOf(ana)).toMatchObject([{ receiver: nora.id, type: 'general', status: 'active' }]);
    expect((await call(null, 'GET', `/user-invitations/${invitation.id}/`)).json()).toMatchObject({ accepted: true });

    // The link works once: a second sign-up with it joins unconnected.
    const late = await signUp(invitation.id, 'Late');
    expect(await connectionsOf(late)).toEqual([]);
  });

  it('still signs up a member whose invitation is unknown', async () => {
    const nora = await signUp(crypto.randomUUID());
    expect(await connectionsOf(nora)).toEqual([]);
  });

  it('takes up the invitation after a social sign-up', async () => {
    const ana = await createSignedInMember(t);
    const invitation = (
      await call(ana, 'POST', '/user-invitations/', { email: uniqueEmail('sso') })
    ).json<UserInvitation>();
    const nora = await createSignedInMember(t);
    const response = await call(nora, 'POST', '/signup-with-sso/', { user_invitation_id: invitation.id });
    expect(response.statusCode, response.body).toBe(204);
    expect(await connectionsOf(nora)).toMatchObject([{ receiver: ana.id, status: 'active' }]);
    expect(
      (await call(nora, 'POST', '/signup-with-sso/', { user_invitation_id: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });
});

describe('inviting contacts by text', () => {
  it('texts the link with the contact’s invitation_uuid and records when', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const contact = await addContact(ana, { first_name: 'Nora', cel: '+49 151 2345 6789' });

    const response = await call(ana, 'POST', `/contacts/${contact.id}/invite-sms/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Contact>().invited_at).not.toBeNull();
    const text = (await t.textMessages()).findLast((message) => message.to === '+4915123456789');
    expect(text?.body).toMatch(/^Ana Lima invited you to Here & There: http:\/\/localhost:8080\/invitation\//);
    expect(linkIn(text!.body)).toBe(contact.invitation_uuid);

    const shown = (await call(null, 'GET', `/user-invitations/${contact.invitation_uuid}/`)).json<UserInvitation>();
    expect(shown).toMatchObject({ contact: { first_name: 'Nora' }, person_inviting: { id: ana.id } });
  });

  it('answers "No phone number" for a contact without one', async () => {
    const ana = await createSignedInMember(t);
    const contact = await addContact(ana, { first_name: 'Mail', email: uniqueEmail('mail') });
    const response = await call(ana, 'POST', `/contacts/${contact.id}/invite-sms/`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'contact.no_phone_number', message: 'No phone number' });
  });

  it('texts only mobile numbers: a contact with a landline alone gets "No phone number" and no text', async () => {
    const ana = await createSignedInMember(t, { firstName: 'Ana', lastName: 'Lima' });
    const londonLandline = await addContact(ana, { first_name: 'Liam', tel: '+44 20 7946 0018' });
    const berlinLandline = await addContact(ana, { first_name: 'Lena', cel: '+49 30 1234 5678' });
    const londonMobile = await addContact(ana, { first_name: 'Mia', tel: '+44 20 7946 0019', cel: '+44 7700 123456' });
    // Typed in the landline's field, a mobile number is still one a text reaches.
    const berlinMobile = await addContact(ana, { first_name: 'Max', tel: '+49 170 1234567' });
    const before = (await t.textMessages()).length;

    const single = await call(ana, 'POST', `/contacts/${londonLandline.id}/invite-sms/`);
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: 'contact.no_phone_number', message: 'No phone number' });
    const bulk = await call(ana, 'POST', '/contacts/bulk-invite/', {
      contacts: [berlinLandline.id, londonMobile.id, berlinMobile.id],
    });
    expect(bulk.json().results).toMatchObject([
      { contact: berlinLandline.id, sent: false, invited_at: null, error: 'No phone number' },
      { contact: londonMobile.id, sent: true, error: null },
      { contact: berlinMobile.id, sent: true, error: null },
    ]);
    const texted = (await t.textMessages()).slice(before).map((message) => message.to);
    expect(texted).toEqual(['+447700123456', '+491701234567']);
    const landline = (await call(ana, 'GET', `/contacts/${berlinLandline.id}/`)).json<Contact>();
    expect(landline.invited_at).toBeNull();
  });

  it("never texts another member's contact", async () => {
    const ana = await createSignedInMember(t);
    const eve = await createSignedInMember(t);
    const contact = await addContact(ana, { first_name: 'Nora', cel: '+49 151 2345 0000' });
    const before = (await t.textMessages()).length;
    expect((await call(eve, 'POST', `/contacts/${contact.id}/invite-sms/`)).statusCode).toBe(404);
    expect((await t.textMessages()).length).toBe(before);
  });

  it('connects an invited contact who joins at the level the inviter gave them, and links the contact', async () => {
    const ana = await createSignedInMember(t);
    const contact = await addContact(ana, { first_name: 'Nora', cel: '+49 151 2345 1111', connection_type: 'close' });
    await call(ana, 'POST', `/contacts/${contact.id}/invite-sms/`);

    const nora = await signUp(contact.invitation_uuid);
    expect(await connectionsOf(ana)).toMatchObject([{ receiver: nora.id, type: 'close', status: 'active' }]);
    const linked = (await call(ana, 'GET', `/contacts/${contact.id}/`)).json<Contact>();
    expect(linked.linked_user).toMatchObject({ id: nora.id });
  });

  it('reports each contact of a bulk invitation', async () => {
    const ana = await createSignedInMember(t);
    const eve = await createSignedInMember(t);
    const withPhone = await addContact(ana, { first_name: 'Phone', cel: '+49 151 2345 2222' });
    const withoutPhone = await addContact(ana, { first_name: 'Mail', email: uniqueEmail('bulk') });
    const someoneElses = await addContact(eve, { first_name: 'Eve’s', cel: '+49 151 2345 3333' });

    const response = await call(ana, 'POST', '/contacts/bulk-invite/', {
      contacts: [withPhone.id, withoutPhone.id, someoneElses.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toMatchObject([
      { contact: withPhone.id, sent: true, error: null },
      { contact: withoutPhone.id, sent: false, invited_at: null, error: 'No phone number' },
      { contact: someoneElses.id, sent: false, error: 'Contact not found' },
    ]);
    const empty = await call(ana, 'POST', '/contacts/bulk-invite/', { contacts: [] });
    expect(empty.json()).toMatchObject({ fields: { contacts: ['Choose at least one'] } });
  });
});

describe('leaving', () => {
  it('takes the member out of the inviter’s network and address book, and leaves the link used', async () => {
    const ana = await createSignedInMember(t);
    const contact = await addContact(ana, { first_name: 'Nora', cel: '+49 151 2345 4444' });
    await call(ana, 'POST', `/contacts/${contact.id}/invite-sms/`);
    const nora = await signUp(contact.invitation_uuid);
    expect(await connectionsOf(ana)).toHaveLength(1);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/thr/v1/api/users/me', headers: bearer(nora.token) });
    expect(deleted.statusCode).toBe(204);
    expect(await connectionsOf(ana)).toEqual([]);
    expect((await call(ana, 'GET', `/contacts/${contact.id}/`)).json<Contact>().linked_user).toBeNull();
    expect((await call(null, 'GET', `/user-invitations/${contact.invitation_uuid}/`)).json()).toMatchObject({
      accepted: true,
    });
    const again = await signUp(contact.invitation_uuid, 'Again');
    expect(await connectionsOf(again)).toEqual([]);
  });
});
