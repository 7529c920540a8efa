import { type PublicConfig, publicConfig } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';

/** `GET /config/`: the feature flags and public settings the client needs before sign-in. */
export function registerConfigRoutes(app: App, { config }: AppContext) {
  const { flags, oauth, app: appSettings } = config;
  const socialProviders: PublicConfig['social_providers'] = [];
  if (flags.google_sign_in && oauth.google) socialProviders.push('google');
  if (flags.facebook_sign_in && oauth.facebook) socialProviders.push('facebook');
  const body: PublicConfig = {
    flags,
    social_providers: socialProviders,
    integrations: [...(oauth.google ? ['google' as const] : []), ...(oauth.microsoft ? ['outlook' as const] : [])],
    app_store_url: appSettings.appStoreUrl,
    play_store_url: appSettings.playStoreUrl,
    app_scheme: appSettings.scheme,
    support_email: appSettings.supportEmail,
    web_push_public_key: config.webPush.publicKey,
  };
  app.get(
    `${apiPrefix}/config/`,
    { schema: { tags: ['config'], summary: 'Feature flags and public settings', response: { 200: publicConfig } } },
    () => body,
  );
}
