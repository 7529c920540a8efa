import { z } from 'zod';
import { text } from './text.ts';
import { integrationConnection } from './users.ts';

/** `/integrations/{connection}/…`: which connection. */
export const integrationParams = z.object({ connection: integrationConnection });

/** `POST /integrations/google/push/?token=`: the secret our Pub/Sub push subscription's endpoint carries. */
export const gmailPushQuery = z.object({ token: text().max(512) });

/**
 * What Pub/Sub posts for each change Gmail publishes of a watched inbox: `data` is base64 of
 * `{"emailAddress": …, "historyId": …}`.
 */
export const gmailPush = z.object({
  message: z.object({
    data: text().max(4096),
    messageId: text().max(256).optional(),
    publishTime: text().max(64).optional(),
  }),
  subscription: text().max(512).optional(),
});
export type GmailPush = z.infer<typeof gmailPush>;

/** `POST /integrations/outlook/notifications/?validationToken=`: Graph checking a new subscription's URL. */
export const graphValidationQuery = z.object({ validationToken: text().max(1024).optional() });

/** Graph's change notifications (only the fields we read; it sends more). */
export const graphNotifications = z.object({
  value: z
    .array(
      z.object({
        subscriptionId: text().max(256),
        clientState: text().max(256).nullish(),
        changeType: text().max(64).optional(),
        resource: text().max(2048).optional(),
      }),
    )
    .max(1000),
});
export type GraphNotifications = z.infer<typeof graphNotifications>;
