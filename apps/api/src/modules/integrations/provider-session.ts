import type { AppContext } from '../../platform/context.ts';
import {
  GrantRevokedError,
  type ProviderGrant,
  refreshProviderTokens,
  saveRefreshedTokens,
} from '../identity/index.ts';

/** An access token this close to its end is refreshed before use rather than refused mid-run. */
const refreshMarginMs = 5 * 60 * 1000;

/** How long one call to a provider may take before the run gives up and is tried again. */
const callTimeoutMs = 30_000;

/**
 * Calls to a provider's APIs on a member's behalf: the access token refreshed before it expires
 * (and kept, sealed), once more when the provider answers 401, and a 401 after a fresh token
 * taken as the grant being revoked. Only URLs under the provider's configured base are called,
 * so a `nextLink` a provider sends cannot take the member's token anywhere else.
 */
export class ProviderSession {
  private grant: ProviderGrant;
  private readonly context: AppContext;
  private readonly baseUrls: readonly string[];

  constructor(context: AppContext, grant: ProviderGrant, baseUrls: readonly string[]) {
    this.context = context;
    this.grant = grant;
    this.baseUrls = baseUrls;
  }

  get scopes() {
    return this.grant.scopes;
  }

  private async refresh() {
    const tokens = await refreshProviderTokens(this.context, this.grant);
    await saveRefreshedTokens(this.context, this.grant, tokens);
    this.grant = {
      ...this.grant,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? this.grant.refreshToken,
      accessTokenExpiresAt: tokens.accessTokenExpiresAt ?? null,
      scopes: tokens.scopes?.length ? tokens.scopes : this.grant.scopes,
    };
  }

  private async accessToken() {
    const expiresAt = this.grant.accessTokenExpiresAt?.getTime() ?? 0;
    if (!this.grant.accessToken || expiresAt - refreshMarginMs <= Date.now()) await this.refresh();
    return this.grant.accessToken!;
  }

  /** The provider's answer to a call, once it is a success; throws on any other. */
  async call(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    if (!this.baseUrls.some((base) => url.startsWith(`${base}/`))) {
      throw new Error(`Refusing to send a ${this.grant.connection} token to ${new URL(url).origin}`);
    }
    const send = async () =>
      fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${await this.accessToken()}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(callTimeoutMs),
      });
    let response = await send();
    if (response.status === 401) {
      await this.refresh();
      response = await send();
      if (response.status === 401) throw new GrantRevokedError(this.grant.connection);
    }
    // Anything else (a 5xx, a rate limit) may pass: the run fails and its job is tried again later.
    if (!response.ok)
      throw new Error(`${this.grant.connection} answered ${response.status} to ${new URL(url).pathname}`);
    return response;
  }

  async json<Body>(url: string, init?: Parameters<ProviderSession['call']>[1]) {
    return (await (await this.call(url, init)).json()) as Body;
  }
}
