import { rmSync } from 'node:fs';
import { startGoogleProvider } from './google-provider.ts';
import { screenshotDir } from './pages.ts';

/**
 * Starts the local OpenID Connect provider that stands in for Google during the run, and clears
 * the screenshots of earlier runs so none of a removed journey lingers.
 */
export default async function globalSetup() {
  rmSync(screenshotDir, { recursive: true, force: true });
  const provider = await startGoogleProvider(Number(process.env.E2E_OIDC_PORT), process.env.E2E_DATA_DIR!);
  return () => provider.stop();
}
