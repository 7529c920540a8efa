import type { AppContext } from '../../platform/context.ts';
import type { ProviderGrant } from '../identity/index.ts';
import { googleAccount } from './google-account.ts';
import { outlookAccount } from './outlook-account.ts';
import type { ProviderAccount } from './provider-account.ts';
import { ProviderSession } from './provider-session.ts';

/** The account a grant opens, its calls made with the grant's tokens. */
export function accountOf(context: AppContext, grant: ProviderGrant): ProviderAccount {
  const { gmailApiUrl, googleCalendarApiUrl, graphUrl } = context.config.integrations;
  if (grant.connection === 'google') {
    return googleAccount(context, new ProviderSession(context, grant, [gmailApiUrl, googleCalendarApiUrl]));
  }
  return outlookAccount(context, new ProviderSession(context, grant, [graphUrl]));
}
