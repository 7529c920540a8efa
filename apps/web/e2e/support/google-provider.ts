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
 */
export async function startGoogleProvider(port: number, dataDir: string) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const currentIdentity = (): GoogleIdentity =>
    existsSync(identityFile(dataDir))
      ? JSON.parse(readFileSync(identityFile(dataDir), 'utf8'))
      : { email: 'ana.traveller@example.com', given_name: 'Ana', family_name: 'Traveller' };
  const claims = () => {
    const identity = currentIdentity();
    return {
      ...identity,
      sub: identity.email,
      name: `${identity.given_name} ${identity.family_name}`,
      email_verified: true,
    };
  };
  server.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, claims()));
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims();
  });
  await server.start(port, 'localhost');
  return { stop: () => server.stop() };
}

/** The person the local provider signs in next (journeys that use it run serially). */
export function useGoogleIdentity(identity: GoogleIdentity) {
  writeFileSync(identityFile(process.env.E2E_DATA_DIR!), JSON.stringify(identity));
}
