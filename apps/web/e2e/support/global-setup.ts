import { startGoogleProvider } from './google-provider.ts';

/** Starts the local OpenID Connect provider that stands in for Google during the run. */
export default async function globalSetup() {
  const provider = await startGoogleProvider(Number(process.env.E2E_OIDC_PORT), process.env.E2E_DATA_DIR!);
  return () => provider.stop();
}
