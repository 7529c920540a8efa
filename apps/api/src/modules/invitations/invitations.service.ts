import {
  type BulkInviteResponse,
  type Contact,
  type CreateUserInvitationRequest,
  errorCatalogue,
  messages,
  type UserInvitation,
} from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { connectByInvitation } from '../connections/index.ts';
import { findOwnContact, linkContact, markContactInvited, textableNumberOf, viewContact } from '../contacts/index.ts';
import { findMemberIdByEmail } from '../identity/index.ts';
import { viewMembers } from '../users/index.ts';
import {
  findInvitation,
  findOpenEmailInvitation,
  insertInvitation,
  markInvitationAccepted,
  saveContactInvitation,
} from './invitations.repository.ts';

const invitationLink = (context: AppContext, id: string) => `${context.config.publicUrl}/invitation/${id}`;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The inviter as anyone may see them: an invitation goes to someone who is not a member yet. */
async function viewInviter(context: AppContext, inviterId: string) {
  const inviter = (await viewMembers(context, null, [inviterId])).get(inviterId);
  if (!inviter) throw new DomainError('invitation.not_found');
  return inviter;
}

/** `GET /user-invitations/{id}/` (no sign-in): who invites, as a visitor may see them, and whether it was used. */
export async function viewInvitation(context: AppContext, id: string): Promise<UserInvitation> {
  const found = isUuid(id) ? await findInvitation(context.db, id) : undefined;
  if (!found) throw new DomainError('invitation.not_found');
  return {
    id: found.invitation.id,
    person_inviting: await viewInviter(context, found.invitation.inviterId),
    contact: found.contactFirstName ? { first_name: found.contactFirstName } : null,
    accepted: found.invitation.acceptedAt !== null,
    created_at: found.invitation.createdAt.toISOString(),
  };
}

/**
 * `POST /user-invitations/`: emails an invitation link to someone who is not a member yet.
 * Inviting the same address again sends the open invitation again.
 */
export async function inviteByEmail(
  context: AppContext,
  inviterId: string,
  request: CreateUserInvitationRequest,
): Promise<UserInvitation> {
  const { email } = request;
  if (await findMemberIdByEmail(context, email)) {
    throw new DomainError('invitation.already_member', { fields: { email: [messages.alreadyMember] } });
  }
  const invitation =
    (await findOpenEmailInvitation(context.db, inviterId, email)) ??
    (await insertInvitation(context.db, { inviterId, email }));
  const name = (await viewInviter(context, inviterId)).display_name;
  await context.mailer.send({
    to: email,
    subject: `${name} invited you to Here & There`,
    text: [
      'Hello,',
      '',
      `${name} invited you to Here & There, the network that tells you ahead of time when the people you know will be in the same place as you.`,
      '',
      'To join, open:',
      '',
      invitationLink(context, invitation.id),
    ].join('\n'),
  });
  return viewInvitation(context, invitation.id);
}

/**
 * Texts one of the member's contacts an invitation link carrying the contact's `invitation_uuid`
 * and records when. A contact without a number that can receive texts (a landline only, say) gets
 * `contact.no_phone_number`.
 */
async function textInvitation(context: AppContext, inviterId: string, contactId: string) {
  const contact = await findOwnContact(context, inviterId, contactId);
  const phoneNumber = textableNumberOf(contact);
  if (!phoneNumber) throw new DomainError('contact.no_phone_number');
  await saveContactInvitation(context.db, { id: contact.invitationUuid, inviterId, contactId: contact.id });
  const name = (await viewInviter(context, inviterId)).display_name;
  await context.sms.send({
    to: phoneNumber,
    body: `${name} invited you to Here & There: ${invitationLink(context, contact.invitationUuid)}`,
  });
  const invitedAt = context.clock.now();
  await markContactInvited(context.db, contact.id, invitedAt);
  return invitedAt;
}

/** `POST /contacts/{id}/invite-sms/`: texts the contact an invitation; answers the contact as updated. */
export async function inviteContactByText(context: AppContext, inviterId: string, contactId: string): Promise<Contact> {
  await textInvitation(context, inviterId, contactId);
  return viewContact(context, inviterId, contactId);
}

/** `POST /contacts/bulk-invite/`: texts each contact an invitation, reporting each one's outcome in order. */
export async function inviteContactsByText(
  context: AppContext,
  inviterId: string,
  contactIds: readonly string[],
): Promise<BulkInviteResponse> {
  const results: BulkInviteResponse['results'] = [];
  for (const contactId of new Set(contactIds)) {
    try {
      const invitedAt = await textInvitation(context, inviterId, contactId);
      results.push({ contact: contactId, sent: true, invited_at: invitedAt.toISOString(), error: null });
    } catch (error) {
      if (!(error instanceof DomainError)) {
        context.log.error({ err: error, contactId }, 'an invitation text could not be sent');
      }
      const message = error instanceof DomainError ? error.message : errorCatalogue.internal.message;
      results.push({ contact: contactId, sent: false, invited_at: null, error: message });
    }
  }
  return { results };
}

/**
 * A member takes up an invitation (joining with its link, or right after a social sign-up): they
 * are connected with the inviter — at the level the inviter gave the invited contact, else
 * general — and the contact links to them. An invitation is taken up once; an unknown or used
 * one, or one's own, changes nothing.
 */
export async function acceptInvitation(context: AppContext, invitationId: string, memberId: string) {
  const found = await findInvitation(context.db, invitationId);
  if (!found || found.invitation.inviterId === memberId) return;
  const accepted = await markInvitationAccepted(context.db, invitationId, memberId, context.clock.now());
  if (!accepted) return;
  if (accepted.contactId) await linkContact(context, accepted.contactId, memberId);
  await connectByInvitation(context, {
    inviterId: accepted.inviterId,
    inviteeId: memberId,
    inviterLevel: found.contactLevel === 'close' ? 'close' : 'general',
  });
}

/** `POST /signup-with-sso/`: a member who signed up with a social provider takes up the invitation they came with. */
export async function acceptInvitationAfterSocialSignUp(
  context: AppContext,
  memberId: string,
  request: { user_invitation_id?: string },
) {
  if (!request.user_invitation_id) return;
  if (!(await findInvitation(context.db, request.user_invitation_id))) throw new DomainError('invitation.not_found');
  await acceptInvitation(context, request.user_invitation_id, memberId);
}

/** New members who came with an invitation take it up as they join. */
export function subscribeInvitationsToEvents(context: AppContext) {
  context.events.subscribe('member.joined', async ({ memberId, invitationId }) => {
    if (invitationId) await acceptInvitation(context, invitationId, memberId);
  });
}
