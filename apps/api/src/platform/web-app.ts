import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@here-and-there/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { notFoundBody } from './errors.ts';
import { type App, apiPrefix } from './http.ts';
import { loadWebPage } from './web-page.ts';

/** Paths the server answers itself; everything else that a browser asks for is a client route. */
const serverPrefixes = ['/thr/', '/media/', '/healthz', '/readyz'];

const isServerPath = (url: string) => serverPrefixes.some((prefix) => url.startsWith(prefix));

/** True for a browser asking for a page, as opposed to a script calling the API. */
export function isPageNavigation(request: FastifyRequest) {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** True once `npm run build` has produced the web app. */
export function hasWebBuild(webDistDir: string) {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/**
 * In production the web app lives at PUBLIC_URL alone, where its sign-in is trusted: a browser
 * opening a page at another host (an IP address, another name of the machine) is sent to the
 * same path there. The server's own paths (health checks, the API, media) and calls that are not
 * page navigations keep answering at any host, for load balancers and the native app.
 */
function redirectPagesToPublicUrl(app: App, publicUrl: string) {
  const publicHost = new URL(publicUrl).host;
  app.addHook('onRequest', async (request, reply) => {
    if (request.host === publicHost || !isPageNavigation(request) || isServerPath(request.url)) return;
    return reply.redirect(`${publicUrl}${request.url}`, 308);
  });
}

/**
 * Serves the built web app from the same port: hashed assets with long cache headers, and its
 * page for every client route so deep links work (`web-page.ts`). Other routes that find no
 * answer of their own for a page navigation hand it here with `reply.callNotFound()`.
 */
export async function registerWebApp(app: App, config: Pick<Config, 'env' | 'publicUrl' | 'webDistDir'>) {
  const { webDistDir } = config;
  if (config.env === 'production') redirectPagesToPublicUrl(app, config.publicUrl);
  const readConfig = async () => (await app.inject({ url: `${apiPrefix}/config/` })).json<PublicConfig>();
  // The server itself, on its loopback address: where a drawn page's data is asked for.
  const apiOrigin = () => {
    const address = app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : config.publicUrl;
  };
  const webPage = hasWebBuild(webDistDir)
    ? await loadWebPage(webDistDir, { readConfig, apiOrigin, log: app.log })
    : null;
  if (webPage) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // `npm run build` writes .br and .gz copies of each asset (scripts/precompress-web.ts).
      preCompressed: true,
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: run `npm run build` to serve it');
  }
  app.setNotFoundHandler((request, reply) => {
    const isClientRoute =
      isPageNavigation(request) || (request.method === 'GET' && !path.extname(request.url.split('?')[0]!));
    if (webPage && !isServerPath(request.url) && isClientRoute) return webPage.send(request, reply);
    return reply.status(404).send(notFoundBody());
  });
}
