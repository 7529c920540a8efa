import { expect } from '@playwright/test';
import { readOutboxEmails, readOutboxTextMessages } from '../../../api/src/platform/outbox.ts';

const dataDir = () => process.env.E2E_DATA_DIR!;

/** Every text message sent to `phone` so far, oldest first. */
export const readTextMessagesTo = async (phone: string) =>
  (await readOutboxTextMessages(dataDir())).filter((message) => message.to === phone);

/** The 6-digit code of the latest text message sent to `phone`, waiting for it to arrive. */
export async function readLatestSmsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await readTextMessagesTo(phone);
      code = messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The first link to `pathPrefix` in the latest email to `address`, waiting for it to arrive. */
export async function readLatestEmailLink(address: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const emails = (await readOutboxEmails(dataDir())).filter((email) => email.includes(address));
      const unfolded = emails
        .at(-1)
        ?.replace(/=\r?\n/g, '')
        .replaceAll('=3D', '=');
      link = unfolded?.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`))?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The demo members seeded by DEMO_DATA=true. */
export const demoMember = { email: 'demo@hereandthere.app', phone: '+4915100000001' };

/** The latest email to `address` as the outbox holds it (`.eml`), waiting for it to arrive. */
export async function readLatestEmailTo(address: string): Promise<string> {
  let email: string | undefined;
  await expect
    .poll(async () => {
      email = (await readOutboxEmails(dataDir())).filter((eml) => eml.includes(`To: ${address}`)).at(-1);
      return email;
    })
    .toBeTruthy();
  return email!;
}
