import type { AppContext } from '../../platform/context.ts';
import { passwordResetTokenLifetimeSeconds } from './limits.ts';

/** Emails the link to the web app's "choose a new password" page; Better Auth has stored the token. */
export async function sendPasswordResetEmail(context: AppContext, request: { email: string; token: string }) {
  const link = `${context.config.publicUrl}/auth/reset-password-confirm?token=${encodeURIComponent(request.token)}`;
  const minutes = passwordResetTokenLifetimeSeconds / 60;
  await context.mailer.send({
    to: request.email,
    subject: 'Reset your Here & There password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Here & There account. To choose a new password, open:',
      '',
      link,
      '',
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n'),
  });
}
