import { z } from 'zod';
import { passwordMinLength, smsCodeLength } from './constants.ts';
import { messages } from './messages.ts';
import { text } from './text.ts';
import { me } from './users.ts';

export const email = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .pipe(z.email(messages.invalidEmail));

/** Password rule of SPEC §5: at least 8 characters with a digit. */
export const password = text({ error: messages.required })
  .min(1, messages.required)
  .min(passwordMinLength, messages.passwordTooShort)
  .regex(/\d/, messages.passwordNeedsNumber);

export const name = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(150, messages.maxLength(150));

export const signupRequest = z.object({
  email,
  password,
  first_name: name,
  last_name: name,
  accept_terms: z.literal(true, { error: messages.acceptTerms }),
  /** Subscriber sign-up: the member the new subscriber wants to hear about when they come to town. */
  subscribe_to: z.uuid().optional(),
  /** The invitation the new member came with (`/invitation/{token}`): they join connected with the inviter. */
  invitation: z.uuid().optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** E.164 phone number, e.g. +4915112345678. */
export const phoneNumber = text({ error: messages.required })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, messages.invalidPhone);
export const smsCode = text({ error: messages.required }).regex(
  new RegExp(`^\\d{${smsCodeLength}}$`),
  messages.smsCodeSixDigits,
);

export const signupResponse = z.object({ token: z.string(), user: me });
export type SignupResponse = z.infer<typeof signupResponse>;

export const impersonationTokenRequest = z.object({ user_id: z.uuid() });
export const impersonationTokenResponse = z.object({ token: z.string(), expires_at: z.iso.datetime() });
export const impersonateRequest = z.object({ token: text().optional() });
export const sessionResponse = z.object({ token: z.string(), user: me });
