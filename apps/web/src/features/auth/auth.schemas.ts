import {
  email,
  messages,
  passwordMinLength,
  password as passwordRule,
  phoneNumber,
  signupRequest,
  smsCode,
} from '@here-and-there/contracts';
import { z } from 'zod';

/** Signing in checks only the length (SPEC §5 "minimum 8 (login text)"); the digit rule is for new passwords. */
export const loginForm = z.object({
  email,
  password: z.string().min(1, messages.required).min(passwordMinLength, messages.passwordTooShort),
});

const confirmPassword = z.string().min(1, messages.required);

export const signupForm = signupRequest
  .extend({
    confirm_password: confirmPassword,
    // The checkbox starts unticked, so the form holds a boolean that must end up true.
    accept_terms: z.boolean().refine((accepted) => accepted, messages.acceptTerms),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: messages.passwordsDoNotMatch,
  });

export const newPasswordForm = z
  .object({ password: passwordRule, confirm_password: confirmPassword })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: messages.passwordsDoNotMatch,
  });

export const emailForm = z.object({ email });

export const phoneForm = z.object({
  phoneNumber: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(phoneNumber),
});

export const codeForm = z.object({ code: smsCode });
