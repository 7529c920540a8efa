import type { AppContext } from '../../platform/context.ts';
import type { Profile } from '../users/index.ts';
import { emailText, type Message, textBody } from './notification-messages.ts';

/**
 * Sends one transport's message; a failure is logged and goes no further: the notification is in
 * the app whatever a mail server or the SMS provider answers.
 */
async function sendSafely(context: AppContext, transport: 'email' | 'sms', send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    context.log.error({ err: error, transport }, 'a notification could not be sent');
  }
}

/**
 * Emails and texts a member a notification as they chose (SPEC §3 notification preferences):
 * email to their sign-in address, a text only to their verified number. Push comes later.
 */
export async function deliverToMember(context: AppContext, recipient: Profile, message: Message) {
  const { member, account } = recipient;
  const sending: Promise<void>[] = [];
  if (member.notifyByEmail && account.email) {
    const email = account.email;
    sending.push(
      sendSafely(context, 'email', () =>
        context.mailer.send({ to: email, subject: message.subject, text: emailText(member.firstName, message) }),
      ),
    );
  }
  if (member.notifyBySms && account.phoneNumberVerified && account.phoneNumber) {
    const to = account.phoneNumber;
    sending.push(sendSafely(context, 'sms', () => context.sms.send({ to, body: textBody(message) })));
  }
  await Promise.all(sending);
}

/** Someone who is not a member: reached by text when they have a number, else by email. */
export interface Outsider {
  firstName: string;
  phoneNumber: string | null;
  email: string | null;
}

/** Tells someone outside the app of something a member chose to share with them. */
export async function deliverToOutsider(context: AppContext, outsider: Outsider, message: Message) {
  const { phoneNumber, email } = outsider;
  if (phoneNumber) {
    await sendSafely(context, 'sms', () => context.sms.send({ to: phoneNumber, body: textBody(message) }));
  } else if (email) {
    const text = emailText(
      outsider.firstName,
      message,
      'You get this email because a friend on Here & There chose to tell you.',
    );
    await sendSafely(context, 'email', () => context.mailer.send({ to: email, subject: message.subject, text }));
  }
}
