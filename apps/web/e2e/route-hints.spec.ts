import { loadedOnceScreenIsUp } from './support/initial-js.ts';
import { signInBrowser, signInByApi } from './support/members.ts';
import { demoMembers, timeLimit, viewports } from './support/pages.ts';
import { type Browser, expect, test } from './support/test.ts';

/**
 * DESIGN §7, no waterfall: the page the server sends for a first screen names every script the
 * screen needs (apps/web/vite/route-hints.ts, apps/api/src/platform/web-page.ts), so the browser
 * asks for all of them at once rather than one level of imports after another. What loads once the
 * screen is up (the member's socket, the map) is left out on purpose.
 */
test.describe.configure({ mode: 'parallel' });

interface FirstScreen {
  route: string;
  /** The file name of the screen's own chunk, before its hash. */
  screen: string;
  device: keyof typeof viewports;
  /** The member whose device it is; a visitor's otherwise. */
  token?: string;
}

/** The scripts `route` loads until its screen is up, and those its page named for this device. */
async function openFirstScreen(browser: Browser, { route, device, token }: FirstScreen) {
  const context = await browser.newContext({ viewport: viewports[device] });
  if (token) await signInBrowser(context, { token });
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  await page.goto(route);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // A drawn page names its screen's files a few at a time once it has painted
  // (public/start-after-paint.js): on a busy machine the network fell idle before the last of them.
  await page.waitForFunction(() => {
    const start = document.querySelector<HTMLScriptElement>('script[data-files]');
    if (!start) return true;
    const wanted: { href: string; media?: string }[] = JSON.parse(start.dataset.files!);
    const linked = new Set(
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
    return wanted.every(({ href, media }) => (media && !matchMedia(media).matches) || linked.has(href));
  });
  const named = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[src]')]
      .filter((element) => !('media' in element) || !element.media || matchMedia(element.media).matches)
      .map((element) => new URL('href' in element ? element.href : element.src).pathname),
  );
  await context.close();
  return { requested: [...requested], named };
}

async function expectEveryScriptNamed(browser: Browser, screen: FirstScreen) {
  const { requested, named } = await openFirstScreen(browser, screen);
  expect(requested.some((script) => script.startsWith(`/assets/${screen.screen}-`))).toBe(true);
  const neededForScreen = requested.filter((script) => !loadedOnceScreenIsUp.test(script));
  expect(neededForScreen.filter((script) => !named.includes(script))).toEqual([]);
}

test('a visitor’s sign-in and a public profile name all their scripts in the page', async ({ browser, request }) => {
  test.setTimeout(timeLimit(60_000));
  const lucia = await signInByApi(request, demoMembers.lucia);
  for (const device of ['phone', 'desktop'] as const) {
    await expectEveryScriptNamed(browser, { route: '/auth/login', screen: 'LoginScreen', device });
    await expectEveryScriptNamed(browser, { route: `/users/${lucia.me.id}`, screen: 'UserProfileScreen', device });
  }
});

test('a member’s dashboard and a profile name all their scripts, the device’s navigation included', async ({
  browser,
  request,
}) => {
  test.setTimeout(timeLimit(60_000));
  const member = await signInByApi(request, demoMembers.lucia);
  const amara = await signInByApi(request, demoMembers.amara);
  for (const device of ['phone', 'desktop'] as const) {
    const token = member.token;
    await expectEveryScriptNamed(browser, { route: '/', screen: 'DashboardScreen', device, token });
    await expectEveryScriptNamed(browser, {
      route: `/users/${amara.me.id}`,
      screen: 'UserProfileScreen',
      device,
      token,
    });
  }
});

test('a community’s page names all its scripts, for a visitor and for a member', async ({ browser, request }) => {
  test.setTimeout(timeLimit(60_000));
  const lucia = await signInByApi(request, demoMembers.lucia);
  const response = await request.post('/thr/v1/api/communities/', {
    headers: { authorization: `Bearer ${lucia.token}` },
    data: {
      name: 'Route Hints Club',
      handle: `hints_${Date.now().toString(36)}`,
      description: 'Its page names every script it needs.',
      private: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const route = `/communities/${((await response.json()) as { id: string }).id}`;
  for (const device of ['phone', 'desktop'] as const) {
    await expectEveryScriptNamed(browser, { route, screen: 'CommunityScreen', device });
    await expectEveryScriptNamed(browser, { route, screen: 'CommunityScreen', device, token: lucia.token });
  }
});
