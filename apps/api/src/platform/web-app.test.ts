import { brotliDecompressSync } from 'node:zlib';
import { sessionCookie } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebBuild } from '../test/web-build.ts';

/**
 * The app serving a web build of `files` (see `createWebBuild`) for the tests of the block it is
 * called in; `openPage` asks for a page as a browser navigating does.
 */
function servingWebBuild(...build: Parameters<typeof createWebBuild>) {
  let webBuild: Awaited<ReturnType<typeof createWebBuild>>;
  let t: TestApp;
  beforeAll(async () => {
    webBuild = await createWebBuild(...build);
    t = await createTestApp({ WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    await webBuild.remove();
  });
  return {
    app: () => t,
    openPage: (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { accept: 'text/html', ...headers } }),
  };
}

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

describe("the web app's page names the files of the route's screen", () => {
  const phone = 'not all and (min-width:900px)';
  const hints = [
    { path: '/auth/login', visitors: true, files: [{ href: '/assets/Login.js' }, { href: '/assets/Form.js' }] },
    { path: '/users/map', visitors: false, files: [{ href: '/assets/Map.js' }] },
    {
      path: '/users/:userId',
      visitors: true,
      files: [{ href: '/assets/Profile.js' }, { href: '/assets/BottomNav.js', media: phone, members: true }],
    },
    { path: '/', visitors: false, files: [{ href: '/assets/Dashboard.js' }] },
  ];
  const { openPage } = servingWebBuild({
    'index.html': '<!doctype html><head><title>Here &amp; There</title></head><div id="root"></div>',
    'route-hints.json': JSON.stringify(hints),
  });
  const namedFiles = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"( media="[^"]+")?>/g)].map(
      ([, href, media]) => `${href}${media ?? ''}`,
    );
  const asMember = { cookie: `theme=dark; ${sessionCookie}=token.signature%2B` };

  it.each([
    ['a visitor at sign-in', '/auth/login', {}, ['/assets/Login.js', '/assets/Form.js']],
    [
      "a visitor at a member's public profile",
      '/users/3f0c2a52-8d4e-4b4e-9a55-0d1c1f1e7a10?from=link',
      {},
      ['/assets/Profile.js'],
    ],
    [
      "a member at a member's profile, with the phone's navigation",
      '/users/3f0c2a52-8d4e-4b4e-9a55-0d1c1f1e7a10',
      asMember,
      ['/assets/Profile.js', `/assets/BottomNav.js media="${phone}"`],
    ],
    ['a visitor at the dashboard, which sends them to sign in', '/', {}, []],
    ['a visitor at the map, which is not a profile', '/users/map', {}, []],
    ['a member at the dashboard', '/', asMember, ['/assets/Dashboard.js']],
    ['a member at the map', '/users/map', asMember, ['/assets/Map.js']],
    ['a member at sign-in', '/auth/login', asMember, ['/assets/Login.js', '/assets/Form.js']],
    ['anyone at a path no screen answers', '/no/such/screen', asMember, []],
  ])('%s', async (_who, url, headers, files) => {
    const page = await openPage(url, headers);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(namedFiles(page.body)).toEqual(files);
    expect(page.body).toContain('<div id="root">');
  });

  it('sends the page compressed when the browser takes it, and not again when it has it', async () => {
    const page = await openPage('/auth/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('cookie');
    expect(namedFiles(brotliDecompressSync(page.rawPayload).toString())).toEqual([
      '/assets/Login.js',
      '/assets/Form.js',
    ]);

    const again = await openPage('/auth/login', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    const otherRoute = await openPage('/users/map', { ...asMember, 'if-none-match': String(page.headers.etag) });
    expect(otherRoute.statusCode).toBe(200);
  });
});

describe("a visitor's first screen comes drawn", () => {
  const template = [
    '<!doctype html><head><title>Here &amp; There</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');
  const hints = [
    { path: '/auth/login', visitors: true, files: [{ href: '/assets/Login.js' }] },
    { path: '/users/:userId', visitors: true, files: [{ href: '/assets/Profile.js' }] },
    {
      path: '/',
      visitors: false,
      files: [{ href: '/assets/Dashboard.js' }, { href: '/assets/BottomNav.js', media: 'phone', members: true }],
    },
  ];
  // Draws sign-in with a fact of the configuration it is given, and kept; a member's page drawn anew
  // each time, numbered; the dashboard with the session it is given, which it says may be kept, and
  // nothing for an ended session; fails on request; draws nothing else.
  const renderer = `let draws = 0;
  export async function renderPage(url, { config, apiOrigin, sessionToken }) {
    if (url.includes('broken')) throw new Error('cannot draw');
    if (sessionToken) {
      if (url !== '/' || sessionToken === 'ended') return null;
      return { markup: '<main><h1>People of ' + sessionToken + '</h1></main>', keep: true };
    }
    if (url.startsWith('/auth/login')) {
      return { markup: '<main><h1>Welcome back</h1><p>' + config.support_email + '</p></main>', keep: true };
    }
    if (url.startsWith('/users/')) {
      draws += 1;
      return { markup: '<main><h1>Drawing ' + draws + '</h1><p>' + apiOrigin + '</p></main>', keep: false };
    }
    return null;
  }`;
  const { app, openPage } = servingWebBuild(
    { 'index.html': template, 'route-hints.json': JSON.stringify(hints) },
    { renderer },
  );
  const startScript = (html: string) => {
    const match = html.match(
      /<script src="\/start-after-paint.js" data-entry="([^"]+)" data-files='([^']+)' defer><\/script>/,
    );
    return match && { entry: match[1], files: JSON.parse(match[2]!) as { href: string }[] };
  };

  it('draws sign-in for a visitor with the server’s configuration, and asks for the scripts only once it has painted', async () => {
    const page = await openPage('/auth/login?redirect=%2Ftrips');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<div id="root"><main><h1>Welcome back</h1><p>${app().context.config.app.supportEmail}</p></main></div>`,
    );
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(startScript(page.body)).toEqual({
      entry: '/assets/index-1.js',
      files: [{ href: '/assets/framework-1.js' }, { href: '/assets/Login.js' }],
    });
  });

  it('sends a member the page the app draws itself, as it does a screen the renderer does not draw', async () => {
    for (const page of [
      await openPage('/auth/login', { cookie: `${sessionCookie}=ana` }),
      await openPage('/terms-and-conditions'),
    ]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(startScript(page.body)).toBeNull();
    }
  });

  it('draws a member’s page anew for every visit, asking the API on the server’s own address', async () => {
    const profile = '/users/3f0c2a52-8d4e-4b4e-9a55-0d1c1f1e7a10';
    const first = (await openPage(profile)).body;
    const second = (await openPage(profile)).body;
    expect(first).toMatch(/<h1>Drawing (\d+)<\/h1><p>http:\/\/[^<]+<\/p>/);
    const number = (html: string) => Number(html.match(/Drawing (\d+)/)![1]);
    expect(number(second)).toBe(number(first) + 1);
    expect(startScript(second)?.files).toEqual([{ href: '/assets/framework-1.js' }, { href: '/assets/Profile.js' }]);
  });

  it('draws a member’s dashboard with their session, privately, and never sends it to anyone else', async () => {
    const ana = await openPage('/', { cookie: `theme=dark; ${sessionCookie}=ana.sig%2Bn%3D` });
    expect(ana.statusCode).toBe(200);
    expect(ana.body).toContain('<div id="root"><main><h1>People of ana.sig+n=</h1></main></div>');
    expect(ana.headers['cache-control']).toBe('private, no-cache');
    expect(startScript(ana.body)?.files).toEqual([
      { href: '/assets/framework-1.js' },
      { href: '/assets/Dashboard.js' },
      { href: '/assets/BottomNav.js', media: 'phone' },
    ]);
    // Kept it is not, whatever the renderer says: the next member, and a visitor, get their own page.
    expect((await openPage('/', { cookie: `${sessionCookie}=ben` })).body).toContain('People of ben');
    const visitor = await openPage('/');
    expect(visitor.body).not.toContain('People of');
    expect(visitor.body).toContain('<div id="root"></div>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('sends the page the app draws itself to a member whose session has ended', async () => {
    const page = await openPage('/', { cookie: `${sessionCookie}=ended` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Dashboard.js">');
  });

  it('sends the page the app draws itself when drawing fails', async () => {
    const page = await openPage('/auth/login?broken');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});

describe('a renderer that does not load', () => {
  it('leaves the pages to the app, and the server up', async () => {
    const webBuild = await createWebBuild({}, { renderer: 'export const renderPage = ;' });
    const t = await createTestApp({ WEB_DIST_DIR: webBuild.dir });
    try {
      const page = await t.app.inject({ url: '/auth/login', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await t.close();
      await webBuild.remove();
    }
  });
});
