import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PublicConfig } from '@here-and-there/contracts';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { drawnDataBlock } from '../app/drawn-data.ts';
import { lookOf } from '../app/drawn-look.ts';
import { prefetchUnreadCounts } from '../app/layout/unread-counts.ts';
import { resolveGuardRedirect } from '../app/routing/guard-rules.ts';
import { isPublicPath } from '../app/routing/route-paths.ts';
import { preloadScreen } from '../app/routing/screen-routes.tsx';
import { meQueryOptions } from '../features/auth/auth.queries.ts';
import { setApiOrigin } from '../shared/api/api-client.ts';
import { createQueryClient } from '../shared/api/query-client.ts';
import { readTokenFrom } from '../shared/api/session-token.store.ts';
import { configQueryOptions } from '../shared/config/config.queries.ts';
import { initI18n } from '../shared/i18n/i18n.ts';

/**
 * The screens a visitor opens first from outside, which the server sends drawn (DESIGN §7): a
 * phone paints them before any script has arrived. Each shows only what every visitor sees.
 * `keep`: the drawing may be sent again; a member's page is drawn anew each time, since what a
 * visitor may see of them changes with their settings.
 */
const serverRenderedRoutes = [
  { pattern: '/auth/login', keep: true },
  { pattern: '/users/:userId', keep: false },
  // A public community as visitors see it; a private one, only its name, handle, picture and count.
  { pattern: '/communities/:communityId', keep: false },
];

/**
 * A member's first screen, drawn with their data: the Here & There dashboard, the screen a member
 * opens most, from the app's icon or a notification's link.
 */
const memberRoutes = [{ pattern: '/', keep: false }];

const matchingRoute = (routes: typeof serverRenderedRoutes, pathname: string) =>
  routes.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname) !== null);

const serverRenderedRoute = (pathname: string, isMember: boolean) =>
  isMember
    ? matchingRoute(memberRoutes, pathname)
    : isPublicPath(pathname)
      ? matchingRoute(serverRenderedRoutes, pathname)
      : undefined;

/**
 * The session of the page being drawn. Pages are drawn side by side, each awaiting the API, so the
 * token is carried by the drawing's own asynchronous context, never by a shared variable: the app
 * reads it wherever it would read the device's storage, and a visitor's drawing finds none.
 */
const drawingSession = new AsyncLocalStorage<string>();
readTokenFrom(() => drawingSession.getStore() ?? null);

/**
 * Whether the member whose session the drawing carries may see the screen at `pathname` as asked:
 * a session that has ended, or a member the guard sends elsewhere (onboarding, phone check), gets
 * the page the app draws itself.
 */
async function mayDrawForMember(
  { pathname, search }: { pathname: string; search: string },
  queryClient: ReturnType<typeof createQueryClient>,
) {
  const member = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
  return (
    member !== null && resolveGuardRedirect({ pathname, search, member, hasOnboardedBefore: member.onboarded }) === null
  );
}

/** A style element Emotion writes before a component it styles: its keys, then its rules. */
const componentStyle = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * The drawing's component styles in one element at its start, in their order. Emotion writes one
 * before each component, and the app moves each into the head as it starts (Emotion's cache): on
 * a phone, moving the dashboard's fifty was a third of evaluating the app's code, one long task
 * (DESIGN §7: total blocking time). Global styles stay as they are, for their own components.
 */
function gatherComponentStyles(markup: string) {
  const keys: string[] = [];
  const rules: string[] = [];
  const rest = markup.replaceAll(componentStyle, (_, names: string, css: string) => {
    keys.push(names);
    rules.push(css);
    return '';
  });
  return keys.length > 0 ? `<style data-emotion="css ${keys.join(' ')}">${rules.join('')}</style>${rest}` : rest;
}

/**
 * The markup of the app at `url` as a visitor (no session) first sees it, or, with
 * `sessionToken`, as that member does, with the styles Emotion wrote for it inline (the app moves
 * them into the head as it starts, and then takes the markup over, or draws it again on a device
 * of another look: `data-look`, app/drawn-look.ts). Its fields take no input until then: a
 * disabled fieldset, so that nothing typed into them is lost when the app takes over. Its data
 * comes from the API at `apiOrigin`, asked as the visitor or the member, so the same rules decide
 * what it shows, and follows the markup for the app to start with (app/drawn-data.ts). Null for a
 * route that is not drawn here.
 */
export function renderPage(
  url: string,
  { sessionToken, ...context }: { config: PublicConfig; apiOrigin: string; sessionToken?: string },
): Promise<{ markup: string; keep: boolean } | null> {
  return sessionToken
    ? drawingSession.run(sessionToken, () => draw(url, context, sessionToken))
    : draw(url, context, null);
}

async function draw(
  url: string,
  { config, apiOrigin }: { config: PublicConfig; apiOrigin: string },
  sessionToken: string | null,
): Promise<{ markup: string; keep: boolean } | null> {
  const isMember = sessionToken !== null;
  const { pathname, search } = new URL(url, 'http://server');
  const route = serverRenderedRoute(pathname, isMember);
  if (!route) return null;
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, config);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  try {
    if (isMember && !(await mayDrawForMember({ pathname, search }, queryClient))) return null;
    await Promise.all([
      initI18n(),
      preloadScreen({ pathname, search }, queryClient),
      isMember && prefetchUnreadCounts(queryClient),
    ]);
    // A cache of its own for each page: Emotion writes each style once per cache.
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={createCache({ key: 'css' })}>
        <App queryClient={queryClient} Router={Router} />
      </CacheProvider>,
      // In one piece: a large part would otherwise come apart from its place, put there by a script
      // that the page's content security policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let markup = '';
    for await (const chunk of prelude) markup += chunk;
    if (markup.includes('<script')) throw new Error(`${url} was drawn with a script, which the page cannot run`);
    return {
      markup: `<fieldset disabled data-server-rendered data-look="${lookOf(config, sessionToken)}" style="display:contents">${gatherComponentStyles(markup)}</fieldset>${drawnDataBlock(queryClient, sessionToken)}`,
      keep: route.keep,
    };
  } finally {
    queryClient.clear();
  }
}
