import { z } from 'zod';
import { passwordMinLength, smsCodeLength, userTypes } from './constants.ts';
import { messages } from './messages.ts';

export const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .pipe(z.email(messages.invalidEmail));

/** Password rule of SPEC §5: at least 8 characters with a digit. */
export const password = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(passwordMinLength, messages.passwordTooShort)
  .regex(/\d/, messages.passwordNeedsNumber);

export const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(150, messages.maxLength(150));

export const signupRequest = z.object({
  email,
  password,
  first_name: name,
  last_name: name,
  accept_terms: z.literal(true, { error: messages.acceptTerms }),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** E.164 phone number, e.g. +4915112345678. */
export const phoneNumber = z
  .string({ error: messages.required })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, messages.invalidPhone);
export const smsCode = z
  .string({ error: messages.required })
  .regex(new RegExp(`^\\d{${smsCodeLength}}$`), messages.smsCodeSixDigits);

export const userType = z.enum(userTypes);

/** Permissions of SPEC §6, computed on the server and returned with `/users/me`. */
export const permissions = z.object({
  users: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    invite: z.boolean(),
    tracking: z.boolean(),
    pro: z.boolean(),
  }),
  connections: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
  trips: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
  contacts: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    import: z.boolean(),
  }),
  communities: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
  events: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
  messaging: z.object({
    list: z.boolean(),
    view: z.boolean(),
    create: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
});
export type Permissions = z.infer<typeof permissions>;

/** The signed-in member as `/users/me` returns them. Later issues add fields. */
export const me = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  username: z.string().nullable(),
  user_type: userType,
  onboarded: z.boolean(),
  base_location: z.null(),
  profile_picture: z.null(),
  permissions,
  created_at: z.iso.datetime(),
});
export type Me = z.infer<typeof me>;

export const signupResponse = z.object({ token: z.string(), user: me });
export type SignupResponse = z.infer<typeof signupResponse>;

export const impersonationTokenRequest = z.object({ user_id: z.uuid() });
export const impersonationTokenResponse = z.object({ token: z.string(), expires_at: z.iso.datetime() });
export const impersonateRequest = z.object({ token: z.string().optional() });
export const sessionResponse = z.object({ token: z.string(), user: me });
