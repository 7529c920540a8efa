import type { AppContext } from '../../platform/context.ts';
import { authFor } from './auth.ts';
import { type ProviderGrant, providerOfConnection, type RefreshedTokens } from './provider-grants.ts';

/**
 * The member took back what they granted (at the provider, or by changing their password there):
 * the provider refuses the refresh token for good. Trying again would not help; connecting again does.
 */
export class GrantRevokedError extends Error {
  readonly connection: ProviderGrant['connection'];
  constructor(connection: ProviderGrant['connection']) {
    super(`The ${connection} grant was revoked`);
    this.connection = connection;
  }
}

/** OAuth's answer to a refresh token that is no longer valid (RFC 6749 §5.2). */
const isInvalidGrant = (error: unknown) =>
  typeof error === 'object' && error !== null && 'error' in error && error.error === 'invalid_grant';

/**
 * A fresh access token for a grant, through the provider as Better Auth has it configured (the
 * token endpoint of Google's discovery document, Microsoft's login URL). Throws
 * `GrantRevokedError` when the provider refuses the refresh token; anything else is passing.
 */
export async function refreshProviderTokens(context: AppContext, grant: ProviderGrant): Promise<RefreshedTokens> {
  if (!grant.refreshToken) throw new GrantRevokedError(grant.connection);
  const { socialProviders } = await authFor(context).$context;
  const providerId = providerOfConnection[grant.connection];
  const provider = socialProviders.find((candidate) => candidate.id === providerId);
  if (!provider?.refreshAccessToken) throw new Error(`${providerId} is not configured on this server`);
  try {
    const tokens = await provider.refreshAccessToken(grant.refreshToken);
    if (!tokens.accessToken) throw new Error(`${providerId} answered a refresh without an access token`);
    return {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      scopes: tokens.scopes,
    };
  } catch (error) {
    if (isInvalidGrant(error)) throw new GrantRevokedError(grant.connection);
    throw error;
  }
}

/** Where Google takes tokens back: the `revocation_endpoint` of its discovery document (RFC 7009). */
async function googleRevocationEndpoint(context: AppContext) {
  const discoveryUrl = context.config.oauth.google?.discoveryUrl;
  if (!discoveryUrl) return undefined;
  const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Google's discovery document answered ${response.status}`);
  const { revocation_endpoint: endpoint } = (await response.json()) as { revocation_endpoint?: string };
  return endpoint;
}

/**
 * Takes a grant back at the provider, so the tokens we held open nothing even if a copy survived.
 * Google revokes the whole grant with its refresh token. The Microsoft identity platform has no
 * revocation endpoint for an app's tokens: forgetting them is all we can do, and the member
 * removes the app's permission in their Microsoft account if they want it gone there too.
 * Answers whether the provider revoked it.
 */
export async function revokeProviderGrant(context: AppContext, grant: ProviderGrant): Promise<boolean> {
  const token = grant.refreshToken ?? grant.accessToken;
  if (grant.connection !== 'google' || !token) return false;
  const endpoint = await googleRevocationEndpoint(context);
  if (!endpoint) return false;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(10_000),
  });
  // A token Google no longer knows is as revoked as can be.
  if (!response.ok && response.status !== 400) throw new Error(`Google's revocation answered ${response.status}`);
  return true;
}
