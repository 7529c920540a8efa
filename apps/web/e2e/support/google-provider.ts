import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Events, OAuth2Server } from 'oauth2-mock-server';

export interface GoogleIdentity {
  email: string;
  given_name: string;
  family_name: string;
}

const identityFile = (dataDir: string) => path.join(dataDir, 'google-identity.json');

/**
 * A real OpenID Connect provider on localhost standing in for Google: it signs ID tokens for
 * whoever `useGoogleIdentity` named last, so a journey can sign in as a person of its choosing.
 * It grants the scopes it was asked for, and answers for an empty Gmail and Google Calendar, which
 * a connected account's imports read.
 */
export async function startGoogleProvider(port: number, dataDir: string) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const currentIdentity = (): GoogleIdentity =>
    existsSync(identityFile(dataDir))
      ? JSON.parse(readFileSync(identityFile(dataDir), 'utf8'))
      : { email: 'ana.traveller@example.com', given_name: 'Ana', family_name: 'Traveller' };
  // A link that names the account it expects (`login_hint`) gets that account, so journeys that
  // link one need not take turns with those that sign in.
  const hintedIdentities = new Map<string, GoogleIdentity>();
  const identityOfHint = (email: string): GoogleIdentity => ({
    email,
    given_name: email.split('.')[0]!.replace(/^./, (first) => first.toUpperCase()),
    family_name: 'Traveller',
  });
  const claims = (code?: string) => {
    const identity = (code && hintedIdentities.get(code)) || currentIdentity();
    return {
      ...identity,
      sub: identity.email,
      name: `${identity.given_name} ${identity.family_name}`,
      email_verified: true,
    };
  };
  server.service.on(Events.BeforeTokenSigning, (token, request) =>
    Object.assign(token.payload, claims((request as { body?: { code?: string } }).body?.code)),
  );
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims();
  });
  let requestedScope = '';
  server.service.on(Events.BeforeAuthorizeRedirect, (redirect, request) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    requestedScope = query.get('scope') ?? '';
    const hint = query.get('login_hint');
    const code = redirect.url.searchParams.get('code');
    if (hint && code) hintedIdentities.set(code, identityOfHint(hint));
  });
  server.service.on(Events.BeforeResponse, (response) => {
    Object.assign(response.body, { scope: requestedScope });
  });
  server.service.addRoute('GET', '/gmail/v1/users/me/messages', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: [] }));
  });
  server.service.addRoute('GET', '/calendar/v3/calendars/primary/events', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: [] }));
  });
  await server.start(port, 'localhost');
  return { stop: () => server.stop() };
}

/** The person the local provider signs in next (journeys that use it run serially). */
export function useGoogleIdentity(identity: GoogleIdentity) {
  writeFileSync(identityFile(process.env.E2E_DATA_DIR!), JSON.stringify(identity));
}
