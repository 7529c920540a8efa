import { z } from 'zod';
import { messages } from './messages.ts';
import { text } from './text.ts';
import { user } from './users.ts';

/** `POST /user-invitations/`: invite someone by email to join Here & There. */
export const createUserInvitationRequest = z.object({
  email: text()
    .trim()
    .min(1, messages.required)
    .pipe(z.email(messages.invalidEmail))
    .transform((email) => email.toLowerCase()),
});
export type CreateUserInvitationRequest = z.input<typeof createUserInvitationRequest>;

/**
 * An invitation (SPEC §3 "Invitations"), as `GET /user-invitations/{id}/` shows it to anyone who
 * holds the link: who invites (as a visitor may see them), and whether it was already used.
 * The id is the token of the link `/invitation/{id}`; for a contact invited by text it is the
 * contact's `invitation_uuid`.
 */
export const userInvitation = z.object({
  id: z.uuid(),
  person_inviting: user,
  /** The first name the inviter gave the invited contact, to greet them by it. */
  contact: z.object({ first_name: z.string() }).nullable(),
  accepted: z.boolean(),
  created_at: z.iso.datetime(),
});
export type UserInvitation = z.infer<typeof userInvitation>;

/**
 * `POST /signup-with-sso/`: after signing up with a social provider, the new member takes up the
 * invitation they came with (and, with communities, the channel they were invited to).
 */
export const signupWithSsoRequest = z.object({
  user_invitation_id: z.uuid().optional(),
  channel_id: z.uuid().optional(),
});
export type SignupWithSsoRequest = z.infer<typeof signupWithSsoRequest>;
