import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors.ts';
import type { App } from './http.ts';

/** Paths the server answers itself; everything else that a browser asks for is a client route. */
const serverPrefixes = ['/thr/', '/media/', '/healthz', '/readyz'];

/** True for a browser asking for a page, as opposed to a script calling the API. */
export function isPageNavigation(request: FastifyRequest) {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** True once `npm run build` has produced the web app. */
export function hasWebBuild(webDistDir: string) {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/**
 * Serves the built web app from the same port: hashed assets with long cache headers,
 * and `index.html` for every client route so deep links work.
 */
export async function registerWebApp(app: App, webDistDir: string) {
  const hasWebApp = hasWebBuild(webDistDir);
  if (hasWebApp) {
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
    const isServerPath = serverPrefixes.some((prefix) => request.url.startsWith(prefix));
    const isClientRoute =
      isPageNavigation(request) || (request.method === 'GET' && !path.extname(request.url.split('?')[0]!));
    if (hasWebApp && !isServerPath && isClientRoute) return sendIndexHtml(reply);
    return reply.status(404).send(notFoundBody());
  });
}

export function sendIndexHtml(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
