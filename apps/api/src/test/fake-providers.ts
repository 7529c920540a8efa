import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';

/** A message in a fake mailbox: its raw RFC 5322 text and when it arrived. */
export interface FakeMessage {
  id: string;
  raw: string;
  receivedAt: Date;
}

/** One person's account at a fake provider: who they are, their mail and their calendar. */
export interface FakeAccount {
  sub: string;
  email: string;
  name: string;
  messages: FakeMessage[];
  /** Events as the provider's own API writes them (Google Calendar's or Graph's shape). */
  events: Record<string, unknown>[];
}

type Handler = (request: IncomingMessage, url: URL, account: FakeAccount, body: string) => unknown;

/**
 * A provider's OAuth server (oauth2-mock-server, as Google sign-in's tests use it) and its APIs,
 * on local ports. Tokens carry the account's `sub`; the APIs answer 401 to a token of a revoked
 * grant, or one issued before its account's tokens were made to expire, and the token endpoint
 * answers `invalid_grant` to a revoked refresh token, as Google and Microsoft do.
 */
export class FakeProvider {
  readonly oauth = new OAuth2Server();
  readonly accounts = new Map<string, FakeAccount>();
  /** The scopes the consent screen grants (every one asked for by default). */
  grantedScopes: string[] | null = null;
  /** Each API call, as `METHOD /path?query`, for tests that check what was asked. */
  readonly calls: string[] = [];
  /** Refresh tokens the fake revoked, or whose account revoked the grant. */
  readonly revokedTokens = new Set<string>();
  private readonly refreshTokenOwners = new Map<string, string>();
  private readonly revokedSubjects = new Set<string>();
  /** Access tokens issued to each account, and those made to stop working. */
  private readonly accessTokens = new Map<string, string[]>();
  private readonly expiredTokens = new Set<string>();
  private nextSub: string | undefined;
  private readonly routes = new Map<string, Handler>();
  private api: Server | undefined;

  /** The next consent screen signs in as this account. */
  consentAs(account: FakeAccount) {
    this.accounts.set(account.sub, account);
    this.nextSub = account.sub;
  }

  /** Every access token issued so far to this account stops working (the provider's side of "expired"). */
  expireAccessTokens(sub: string) {
    for (const token of this.accessTokens.get(sub) ?? []) this.expiredTokens.add(token);
  }

  /** The member took the grant back at the provider: refresh tokens and access tokens stop working. */
  revokeGrant(sub: string) {
    this.revokedSubjects.add(sub);
  }

  route(method: string, path: string, handler: Handler) {
    this.routes.set(`${method} ${path}`, handler);
  }

  get oauthUrl() {
    return this.oauth.issuer.url!;
  }

  apiUrl = '';

  async start() {
    await this.oauth.issuer.keys.generate('RS256');
    // The mock names its issuer `localhost`; the discovery URL must match it.
    await this.oauth.start(0, 'localhost');
    this.oauth.service.on(
      'beforeTokenSigning',
      (token, request: IncomingMessage & { body?: Record<string, string> }) => {
        const refreshToken = request.body?.refresh_token;
        const sub = refreshToken ? this.refreshTokenOwners.get(refreshToken) : this.nextSub;
        const account = sub ? this.accounts.get(sub) : undefined;
        if (account) {
          Object.assign(token.payload, {
            sub: account.sub,
            email: account.email,
            name: account.name,
            email_verified: true,
            // Two tokens issued in the same second must differ, as real ones do.
            jti: randomUUID(),
          });
        }
      },
    );
    this.oauth.service.on(
      'beforeResponse',
      (response, request: IncomingMessage & { body?: Record<string, string> }) => {
        const body = response.body as Record<string, unknown>;
        const refreshToken = request.body?.refresh_token;
        const owner = refreshToken ? this.refreshTokenOwners.get(refreshToken) : undefined;
        if (refreshToken && (this.revokedTokens.has(refreshToken) || (owner && this.revokedSubjects.has(owner)))) {
          response.statusCode = 400;
          response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
          return;
        }
        const sub = owner ?? this.nextSub;
        // Consenting again makes a new grant, which works whatever became of the last one.
        if (request.body?.grant_type === 'authorization_code' && sub) this.revokedSubjects.delete(sub);
        if (typeof body.refresh_token === 'string' && sub) this.refreshTokenOwners.set(body.refresh_token, sub);
        if (typeof body.access_token === 'string' && sub) {
          this.accessTokens.set(sub, [...(this.accessTokens.get(sub) ?? []), body.access_token]);
        }
        if (request.body?.grant_type === 'refresh_token' && refreshToken) {
          // Google keeps the refresh token; the mock would rotate it.
          delete body.refresh_token;
        }
        body.scope = (this.grantedScopes ?? request.body?.scope?.split(' ') ?? this.requestedScopes).join(' ');
      },
    );
    this.oauth.service.on('beforeAuthorizeRedirect', (_redirect, request: IncomingMessage) => {
      const scope = new URL(request.url ?? '/', 'http://localhost').searchParams.get('scope');
      this.requestedScopes = scope?.split(' ') ?? [];
    });
    // Revocation is answered by the API server below, which reads the form body (the mock's own does not).
    this.oauth.service.on('beforeWellKnownOpenIdConfiguration', (document: { body: object }) => {
      Object.assign(document.body, { revocation_endpoint: `${this.apiUrl}/revoke` });
    });
    this.api = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.api!.listen(0, '127.0.0.1', resolve));
    this.apiUrl = `http://127.0.0.1:${(this.api.address() as AddressInfo).port}`;
  }

  private requestedScopes: string[] = [];

  /** Whether an access token still opens its account's data. */
  private accountOf(authorization: string | undefined) {
    const token = authorization?.replace(/^Bearer /, '');
    if (!token || this.expiredTokens.has(token)) return undefined;
    try {
      const { sub } = decodeJwt(token);
      if (!sub || this.revokedSubjects.has(sub)) return undefined;
      return this.accounts.get(sub);
    } catch {
      return undefined;
    }
  }

  private async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.apiUrl);
    this.calls.push(`${request.method} ${url.pathname}${url.search}`);
    let body = '';
    for await (const chunk of request) body += chunk;
    if (request.method === 'POST' && url.pathname === '/revoke') return this.revoke(response, body);
    const account = this.accountOf(request.headers.authorization);
    if (!account) return send(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    for (const [key, handler] of this.routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const match = matchPath(pattern, url.pathname);
      if (method !== request.method || !match) continue;
      const answer = handler(Object.assign(request, { params: match }), url, account, body);
      if (typeof answer === 'string') {
        response.writeHead(200, { 'content-type': 'message/rfc822' });
        return response.end(answer);
      }
      return answer === undefined ? send(response, 204) : send(response, 200, answer);
    }
    send(response, 404, { error: { code: 404, message: 'Not Found' } });
  }

  /** RFC 7009, as Google does it: revoking a refresh token (or an access token) ends the whole grant. */
  private revoke(response: ServerResponse, body: string) {
    const token = new URLSearchParams(body).get('token');
    if (!token) return send(response, 400, { error: 'invalid_request' });
    this.revokedTokens.add(token);
    const owner =
      this.refreshTokenOwners.get(token) ?? [...this.accessTokens].find(([, tokens]) => tokens.includes(token))?.[0];
    if (owner) this.revokedSubjects.add(owner);
    send(response, 200, {});
  }

  async stop() {
    await this.oauth.stop();
    await new Promise((resolve) => this.api?.close(resolve));
  }
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** `/a/:id/b` against a path: the named parts, or null when it does not match. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.split('/');
  const given = pathname.split('/');
  if (parts.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(given[index]!);
    else if (part !== given[index]) return null;
  }
  return params;
}

const paramsOf = (request: IncomingMessage) => (request as IncomingMessage & { params: Record<string, string> }).params;

/** Google: OAuth with discovery, Gmail (`users.messages.list` with `q=after:`, `get?format=raw`, watch) and Calendar (`events.list`). */
export async function startFakeGoogle() {
  const google = new FakeProvider();
  google.route('GET', '/gmail/v1/users/me/profile', (_request, _url, account) => ({
    emailAddress: account.email,
    historyId: '1',
  }));
  google.route('GET', '/gmail/v1/users/me/messages', (_request, url, account) => {
    const after = Number(url.searchParams.get('q')?.match(/after:(\d+)/)?.[1] ?? 0);
    const messages = account.messages.filter((message) => message.receivedAt.getTime() / 1000 > after);
    return { messages: messages.map(({ id }) => ({ id, threadId: id })), resultSizeEstimate: messages.length };
  });
  google.route('GET', '/gmail/v1/users/me/messages/:id', (request, url, account) => {
    const message = account.messages.find(({ id }) => id === paramsOf(request).id);
    if (url.searchParams.get('format') !== 'raw' || !message) return { error: 'not found' };
    return { id: message.id, raw: Buffer.from(message.raw).toString('base64url') };
  });
  google.route('POST', '/gmail/v1/users/me/watch', () => ({
    historyId: '2',
    expiration: String(Date.now() + 7 * 86_400_000),
  }));
  google.route('POST', '/gmail/v1/users/me/stop', () => undefined);
  google.route('GET', '/calendar/v3/calendars/primary/events', (_request, _url, account) => ({
    items: account.events,
  }));
  await google.start();
  return {
    provider: google,
    settings: {
      GOOGLE_CLIENT_ID: 'here-and-there-test',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_DISCOVERY_URL: `${google.oauthUrl}/.well-known/openid-configuration`,
      GMAIL_API_URL: google.apiUrl,
      GOOGLE_CALENDAR_API_URL: `${google.apiUrl}/calendar/v3`,
    },
  };
}

/** Microsoft: the identity platform's `/authorize` and `/token`, and Graph (`/me`, `/me/messages` with `$value`, `/me/events`, subscriptions). */
export async function startFakeMicrosoft() {
  const microsoft = new FakeProvider();
  microsoft.route('GET', '/v1.0/me', (_request, _url, account) => ({
    id: account.sub,
    displayName: account.name,
    mail: account.email,
    userPrincipalName: account.email,
  }));
  microsoft.route('GET', '/v1.0/me/messages', (_request, url, account) => {
    const since = url.searchParams.get('$filter')?.match(/receivedDateTime ge (\S+)/)?.[1];
    const from = since ? new Date(since).getTime() : 0;
    return {
      value: account.messages.filter((message) => message.receivedAt.getTime() >= from).map(({ id }) => ({ id })),
    };
  });
  microsoft.route('GET', '/v1.0/me/messages/:id/$value', (request, _url, account) => {
    return account.messages.find(({ id }) => id === paramsOf(request).id)?.raw ?? '';
  });
  microsoft.route('GET', '/v1.0/me/events', (_request, _url, account) => ({ value: account.events }));
  let subscriptions = 0;
  microsoft.route('POST', '/v1.0/subscriptions', () => ({ id: `subscription-${++subscriptions}` }));
  microsoft.route('PATCH', '/v1.0/subscriptions/:id', () => ({}));
  microsoft.route('DELETE', '/v1.0/subscriptions/:id', () => undefined);
  await microsoft.start();
  return {
    provider: microsoft,
    settings: {
      MICROSOFT_CLIENT_ID: 'here-and-there-test',
      MICROSOFT_CLIENT_SECRET: 'test-secret',
      MICROSOFT_LOGIN_URL: microsoft.oauthUrl,
      MICROSOFT_GRAPH_URL: `${microsoft.apiUrl}/v1.0`,
    },
  };
}
