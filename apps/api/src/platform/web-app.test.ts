import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebBuild } from '../test/web-build.ts';

describe('the built web app', () => {
  let t: TestApp;
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  beforeAll(async () => {
    webBuild = await createWebBuild({ 'assets/Screen-a1b2c3.js': 'export default 1;' });
    t = await createTestApp({ WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    await webBuild.remove();
  });

  it('sends pages with the document headers: the content security policy, framing and HSTS', async () => {
    const page = await t.app.inject({ url: '/trips', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
    expect(page.headers['strict-transport-security']).toBeDefined();
  });

  it('sends its hashed files with what a script needs and none of the document headers', async () => {
    const script = await t.app.inject({
      url: '/assets/Screen-a1b2c3.js',
      headers: { origin: t.context.config.publicUrl },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
      'access-control-allow-credentials',
      'access-control-expose-headers',
    ]) {
      expect(script.headers[header], header).toBeUndefined();
    }
  });
});
