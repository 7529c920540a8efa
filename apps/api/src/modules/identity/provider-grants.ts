import type { IntegrationConnection, Integrations } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { isSealedSecret, openSecret, sealSecret } from '../../platform/token-cipher.ts';
import {
  findAccountsWithUnsealedTokens,
  findGrantedProviderAccounts,
  findProviderAccount,
  findSocialAccounts,
  lockProviderAccount,
  updateProviderAccount,
} from './identity.repository.ts';

/** SPEC §7: Google (sign-in and the Google connection) reads calendar events and mail, for trips found there. */
export const googleScopes = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar.events.readonly',
  'https://www.googleapis.com/auth/gmail.readonly',
];

/** Outlook reads mail and calendars through Microsoft Graph, and stays connected (`offline_access`: a refresh token). */
export const outlookScopes = [
  'openid',
  'email',
  'profile',
  'offline_access',
  'https://graph.microsoft.com/User.Read',
  'https://graph.microsoft.com/Mail.Read',
  'https://graph.microsoft.com/Calendars.Read',
];

/** The identity provider (Better Auth's id) behind each connection. */
export const providerOfConnection: Record<IntegrationConnection, string> = { google: 'google', outlook: 'microsoft' };

/** The connection a provider's account makes, if it makes one. */
export const connectionOfProvider = (providerId: string) =>
  (Object.keys(providerOfConnection) as IntegrationConnection[]).find(
    (connection) => providerOfConnection[connection] === providerId,
  );

/** Granted scopes as Better Auth stores them: comma-separated (space-separated as providers send them). */
export const scopesOf = (scope: string | null | undefined) => scope?.split(/[\s,]+/).filter(Boolean) ?? [];

/** What a member let a provider give us: the tokens, opened, and the scopes. */
export interface ProviderGrant {
  memberId: string;
  connection: IntegrationConnection;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiresAt: Date | null;
  scopes: string[];
}

/** Fresh tokens from the provider's token endpoint; a refresh token only when it rotated it. */
export interface RefreshedTokens {
  accessToken: string;
  refreshToken?: string | undefined;
  accessTokenExpiresAt?: Date | undefined;
  scopes?: string[] | undefined;
}

interface AccountTokens {
  accessToken?: string | null | undefined;
  refreshToken?: string | null | undefined;
}

/**
 * An account's tokens as they are stored: sealed with the integrations key (AES-256-GCM), so the
 * database alone gives no access to anyone's mail. Better Auth writes every social account
 * through this (its account hooks); the ID token is not kept, nothing reads it again.
 */
export function sealAccountTokens<Data extends AccountTokens>(context: AppContext, data: Data): Data {
  const key = context.config.integrations.tokenKey;
  const seal = (token: string | null | undefined) => (token ? sealSecret(key, token) : token);
  return {
    ...data,
    ...('accessToken' in data ? { accessToken: seal(data.accessToken) } : {}),
    ...('refreshToken' in data ? { refreshToken: seal(data.refreshToken) } : {}),
    idToken: null,
  };
}

/**
 * Seals the tokens of accounts linked before tokens were sealed, which Better Auth kept as the
 * provider gave them: run as the app starts, so that every token at rest is sealed and every
 * grant opens. A token already sealed is left as it is.
 */
export async function sealUnsealedProviderTokens(context: AppContext) {
  const key = context.config.integrations.tokenKey;
  const seal = (token: string | null) => (token && !isSealedSecret(token) ? sealSecret(key, token) : token);
  const accounts = await findAccountsWithUnsealedTokens(context.db);
  for (const account of accounts) {
    await updateProviderAccount(context.db, account.id, {
      accessToken: seal(account.accessToken),
      refreshToken: seal(account.refreshToken),
      idToken: null,
    });
  }
  if (accounts.length > 0) context.log.info({ accounts: accounts.length }, 'provider tokens kept unsealed are sealed');
}

function grantOf(
  context: AppContext,
  memberId: string,
  connection: IntegrationConnection,
  row: NonNullable<Awaited<ReturnType<typeof findProviderAccount>>>,
): ProviderGrant {
  const key = context.config.integrations.tokenKey;
  const open = (sealed: string | null) => (sealed ? openSecret(key, sealed) : null);
  return {
    memberId,
    connection,
    accessToken: open(row.accessToken),
    refreshToken: open(row.refreshToken),
    accessTokenExpiresAt: row.accessTokenExpiresAt,
    scopes: scopesOf(row.scope),
  };
}

/** A member's grant to a connection, or null when they never connected it or disconnected it. */
export async function findProviderGrant(
  context: AppContext,
  memberId: string,
  connection: IntegrationConnection,
): Promise<ProviderGrant | null> {
  const row = await findProviderAccount(context.db, memberId, providerOfConnection[connection]);
  if (!row || scopesOf(row.scope).length === 0) return null;
  return grantOf(context, memberId, connection, row);
}

/** Keeps the tokens a refresh gave, sealed; a refresh token the provider did not rotate stays. */
export async function saveRefreshedTokens(context: AppContext, grant: ProviderGrant, tokens: RefreshedTokens) {
  const row = await findProviderAccount(context.db, grant.memberId, providerOfConnection[grant.connection]);
  // Disconnected while the run was refreshing: what the refresh gave is not kept.
  if (!row || scopesOf(row.scope).length === 0) return;
  const sealed = sealAccountTokens(context, {
    accessToken: tokens.accessToken,
    ...(tokens.refreshToken ? { refreshToken: tokens.refreshToken } : {}),
  });
  await updateProviderAccount(context.db, row.id, {
    accessToken: sealed.accessToken,
    ...(sealed.refreshToken ? { refreshToken: sealed.refreshToken } : {}),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt ?? null,
    ...(tokens.scopes?.length ? { scope: tokens.scopes.join(',') } : {}),
  });
}

/**
 * Forgets a member's grant to a connection (tokens and scopes; the account stays, so a member who
 * signs in with Google still can) and answers what it was, for revoking at the provider; null when
 * there was none. Two calls at once forget it once.
 */
export function forgetProviderGrant(
  context: AppContext,
  memberId: string,
  connection: IntegrationConnection,
): Promise<ProviderGrant | null> {
  return context.db.transaction(async (tx) => {
    const row = await lockProviderAccount(tx, memberId, providerOfConnection[connection]);
    if (!row || (scopesOf(row.scope).length === 0 && !row.refreshToken)) return null;
    await updateProviderAccount(tx, row.id, {
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
    });
    return grantOf(context, memberId, connection, row);
  });
}

/** Every connected account that can be read: the members and connections the periodic import runs for. */
export async function findConnectedAccounts(context: AppContext) {
  const rows = await findGrantedProviderAccounts(context.db, Object.values(providerOfConnection));
  return rows.flatMap(({ userId, providerId }) => {
    const connection = connectionOfProvider(providerId);
    return connection ? [{ memberId: userId, connection }] : [];
  });
}

/** `GET /users/{id}/integrations/`: the scopes each connection granted, none when not connected. */
export async function findIntegrations(
  context: AppContext,
  memberId: string,
): Promise<Omit<Integrations, 'forwarding_address'>> {
  const accounts = await findSocialAccounts(context.db, memberId);
  const grantOfConnection = (connection: IntegrationConnection) => ({
    granted_scopes: scopesOf(
      accounts.find((account) => account.providerId === providerOfConnection[connection])?.scope,
    ),
  });
  return { google: grantOfConnection('google'), outlook: grantOfConnection('outlook') };
}
