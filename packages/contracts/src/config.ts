import { z } from 'zod';
import { messages } from './messages.ts';
import { text } from './text.ts';
import { integrationConnection } from './users.ts';

/** Feature flags of SPEC §6; defaults are the spec's. */
export const featureFlags = z.object({
  apple_sign_in: z.boolean(),
  phone_login: z.boolean(),
  phone_signup: z.boolean(),
  google_sign_in: z.boolean(),
  facebook_sign_in: z.boolean(),
  microsoft_sign_in: z.boolean(),
  twitter_sign_in: z.boolean(),
  translations: z.boolean(),
  light_mode: z.boolean(),
  community_contacts: z.boolean(),
  desktop_download_prompt: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;

export const defaultFeatureFlags: FeatureFlags = {
  apple_sign_in: false,
  phone_login: true,
  phone_signup: false,
  google_sign_in: true,
  facebook_sign_in: true,
  microsoft_sign_in: false,
  twitter_sign_in: false,
  translations: false,
  light_mode: false,
  community_contacts: false,
  desktop_download_prompt: false,
};

/** `GET /thr/v1/api/config/`: what the client needs before sign-in. */
export const publicConfig = z.object({
  flags: featureFlags,
  /** Social providers that are switched on and configured on this server. */
  social_providers: z.array(z.enum(['google', 'facebook', 'apple', 'microsoft', 'twitter'])),
  /** The mail and calendar accounts this server can connect (their OAuth clients are configured). */
  integrations: z.array(integrationConnection),
  app_store_url: z.string(),
  play_store_url: z.string(),
  app_scheme: z.string(),
  support_email: z.string(),
  /** The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes to push with. */
  web_push_public_key: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const feedbackMessageMaxLength = 5000;

export const feedbackRequest = z.object({
  email: text().pipe(z.email(messages.invalidEmail)).optional().or(z.literal('')),
  message: text({ multiline: true, error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(feedbackMessageMaxLength, messages.maxLength(feedbackMessageMaxLength)),
});
