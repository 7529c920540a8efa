import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PublicConfig } from '@here-and-there/contracts';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { isPublicPath } from '../app/routing/route-paths.ts';
import { preloadScreen } from '../app/routing/screen-routes.tsx';
import { setApiOrigin } from '../shared/api/api-client.ts';
import { createQueryClient } from '../shared/api/query-client.ts';
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

const serverRenderedRoute = (pathname: string) =>
  isPublicPath(pathname)
    ? serverRenderedRoutes.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname) !== null)
    : undefined;

/**
 * The markup of the app at `url` as a visitor (no session) first sees it, with the styles Emotion
 * wrote for it inline (the app moves them into the head as it starts, and then draws the same
 * screen in place of this one). Its fields take no input until then: a disabled fieldset, so that
 * nothing typed into them is lost when the app takes over. Its data comes from the API at
 * `apiOrigin`, asked as a visitor, so the same rules decide what it shows. Null for a route that
 * is not drawn here.
 */
export async function renderPage(
  url: string,
  { config, apiOrigin }: { config: PublicConfig; apiOrigin: string },
): Promise<{ markup: string; keep: boolean } | null> {
  const { pathname, search } = new URL(url, 'http://server');
  const route = serverRenderedRoute(pathname);
  if (!route) return null;
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, config);
  await Promise.all([initI18n(), preloadScreen({ pathname, search }, queryClient)]);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  try {
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
      markup: `<fieldset disabled data-server-rendered style="display:contents">${markup}</fieldset>`,
      keep: route.keep,
    };
  } finally {
    queryClient.clear();
  }
}
