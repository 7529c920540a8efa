import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { signedInCookie } from '@here-and-there/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One route of the web app's table with the files its screen needs (its build writes them: apps/web/vite/route-hints.ts). */
interface RouteHint {
  path: string;
  visitors: boolean;
  files: { href: string; media?: string; members?: true }[];
}

interface Page {
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** As the web app's router ranks the patterns that match a path: a fixed segment beats a parameter. */
const specificity = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);

/** The route table's patterns are fixed segments and `:parameters`, each one segment long. */
function matches(pattern: string, pathname: string) {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

const hasSignedInCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((cookie) => cookie.trim() === `${signedInCookie}=1`);

function compressedPage(html: string): Page {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
}

function preferredEncoding(request: FastifyRequest) {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The web app's page (`index.html`) for every client route, naming in its head the files of the
 * route's screen (`<link rel="modulepreload">`, from the build's `route-hints.json`): the browser
 * downloads them beside the entry instead of one level of imports after another once the code
 * runs (DESIGN §7). A members' route is named only for a browser that says a member is signed in
 * (`signedInCookie`); a visitor there is sent to another screen. Each variant is built and
 * compressed once, on first use.
 */
export function loadWebPage(webDistDir: string) {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const hintsFile = path.join(webDistDir, 'route-hints.json');
  const hints: RouteHint[] = existsSync(hintsFile) ? JSON.parse(readFileSync(hintsFile, 'utf8')) : [];
  const pages = new Map<string, Page>();

  const routeOf = (pathname: string) =>
    hints.filter((hint) => matches(hint.path, pathname)).sort((a, b) => specificity(b.path) - specificity(a.path))[0];

  const pageFor = (route: RouteHint | undefined, isMember: boolean) => {
    const key = `${route?.path ?? ''} ${isMember}`;
    let page = pages.get(key);
    if (!page) {
      const links = (route?.files ?? [])
        .filter((file) => isMember || !file.members)
        .map(
          ({ href, media }) =>
            `<link rel="modulepreload" crossorigin href="${href}"${media ? ` media="${media}"` : ''}>\n`,
        );
      page = compressedPage(template.replace('</head>', `${links.join('')}</head>`));
      pages.set(key, page);
    }
    return page;
  };

  return {
    send(request: FastifyRequest, reply: FastifyReply) {
      const isMember = hasSignedInCookie(request);
      const route = routeOf(request.url.split('?')[0]!);
      const page = pageFor(route && (route.visitors || isMember) ? route : undefined, isMember);
      reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding, cookie');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const encoding = preferredEncoding(request);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
    },
  };
}
