import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type PublicConfig, sessionCookie } from '@here-and-there/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** One route of the web app's table with the files its screen needs (its build writes them: apps/web/vite/route-hints.ts). */
interface RouteHint {
  path: string;
  visitors: boolean;
  files: { href: string; media?: string; members?: true }[];
}

type FileHint = RouteHint['files'][number];

/**
 * The web app's server renderer (apps/web/src/server/render-page.tsx): a first screen drawn as a
 * visitor sees it, or as the member whose `sessionToken` it is given, and whether the drawing may
 * be sent again; null for a screen it does not draw.
 */
type RenderPage = (
  url: string,
  context: { config: PublicConfig; apiOrigin: string; sessionToken?: string },
) => Promise<{ markup: string; keep: boolean } | null>;

type Encoding = 'br' | 'gzip' | 'identity';

interface Page {
  etag: string;
  body: (encoding: Encoding) => Buffer;
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

/** The session the web app stored on this device, as it hands it to the pages (`sessionCookie`). */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  for (const cookie of (request.headers.cookie ?? '').split(';')) {
    const separator = cookie.indexOf('=');
    if (cookie.slice(0, separator).trim() !== sessionCookie) continue;
    try {
      return decodeURIComponent(cookie.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A page, compressed in an encoding the first time a browser asks for it in that one. A page sent
 * many times is worth the smallest compression; one drawn for a single visit (`once`) is sent
 * after a quick one, which costs a few milliseconds where the smallest costs tens.
 */
function compressedPage(html: string, { once = false } = {}): Page {
  const identity = Buffer.from(html);
  const bodies = new Map<Encoding, Buffer>([['identity', identity]]);
  const compress = (encoding: Encoding) =>
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: once ? 4 : 11 } })
      : gzipSync(identity, { level: once ? 4 : 9 });
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = compress(encoding);
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

function preferredEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The renderer the web app's build writes beside its files (`dist-server`), when there is one. One
 * that cannot load leaves the pages as the app draws them itself, said in the log.
 */
async function loadRenderer(webDistDir: string, log: FastifyBaseLogger): Promise<RenderPage | undefined> {
  const file = path.join(path.dirname(webDistDir), 'dist-server', 'render-page.js');
  if (!existsSync(file)) return undefined;
  try {
    const renderer: { renderPage: RenderPage } = await import(pathToFileURL(file).href);
    return renderer.renderPage;
  } catch (error) {
    log.error({ err: error, file }, 'the web app’s renderer did not load: first screens are drawn in the browser');
    return undefined;
  }
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Drawings kept: screens every visitor sees alike, each per address (a link's query can change it). */
const renderedPagesKept = 200;

/**
 * The web app's page (`index.html`) for every client route, naming in its head the files of the
 * route's screen (`<link rel="modulepreload">`, from the build's `route-hints.json`): the browser
 * downloads them beside the entry instead of one level of imports after another once the code
 * runs (DESIGN §7). A members' route is named only for a browser that carries a member's session
 * (`sessionCookie`); a visitor there is sent to another screen. Each variant is built and
 * compressed once, on first use.
 *
 * First screens come drawn when the web app's renderer draws them: a visitor's, and a member's
 * dashboard with their data. The page then asks for its scripts only once it has painted
 * (`start-after-paint.js` of the web app), so a phone shows the screen as soon as the page is in.
 * `readConfig` gives the configuration they are drawn with, `apiOrigin` where the renderer asks the
 * API for their data, as the visitor or the member. A member's drawing is theirs alone: never kept,
 * and sent as private to their browser.
 */
export async function loadWebPage(
  webDistDir: string,
  {
    readConfig,
    apiOrigin,
    log,
  }: { readConfig: () => Promise<PublicConfig>; apiOrigin: () => string; log: FastifyBaseLogger },
) {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const hintsFile = path.join(webDistDir, 'route-hints.json');
  const hints: RouteHint[] = existsSync(hintsFile) ? JSON.parse(readFileSync(hintsFile, 'utf8')) : [];
  const pages = new Map<string, Page>();
  const renderPage = await loadRenderer(webDistDir, log);
  const renderedPages = new Map<string, Page | null>();
  let config: Promise<PublicConfig> | undefined;

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

  /** The page with the screen drawn in it, its scripts asked for once it has painted. */
  const drawnPage = (markup: string, files: FileHint[], once: boolean) => {
    const entry = template.match(entryScript)?.[1];
    const framework = [...template.matchAll(modulePreloads)].map(([, href]) => ({ href: href! }));
    const named = files.map(({ href, media }) => (media ? { href, media } : { href }));
    const start = `<script src="/start-after-paint.js" data-entry="${entry}" data-files='${JSON.stringify([...framework, ...named])}' defer></script>\n`;
    return compressedPage(
      template
        .replace(entryScript, '')
        .replace(modulePreloads, '')
        .replace('</head>', `${start}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${markup}</div>`),
      { once },
    );
  };

  const renderedPageFor = async (url: string, route: RouteHint | undefined, sessionToken: string | undefined) => {
    if (!renderPage || !template.match(entryScript)) return null;
    if (!sessionToken && renderedPages.has(url)) return renderedPages.get(url)!;
    config ??= readConfig();
    const drawing = await renderPage(url, { config: await config, apiOrigin: apiOrigin(), sessionToken });
    const page =
      drawing &&
      drawnPage(
        drawing.markup,
        (route?.files ?? []).filter((file) => sessionToken || !file.members),
        sessionToken !== undefined || !drawing.keep,
      );
    if (sessionToken || (drawing && !drawing.keep)) return page;
    if (renderedPages.size >= renderedPagesKept) renderedPages.delete(renderedPages.keys().next().value!);
    renderedPages.set(url, page);
    return page;
  };

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const sessionToken = sessionTokenOf(request);
      const isMember = sessionToken !== undefined;
      const route = routeOf(request.url.split('?')[0]!);
      const visibleRoute = route && (route.visitors || isMember) ? route : undefined;
      const drawn = await renderedPageFor(request.url, visibleRoute, sessionToken).catch((error: unknown) => {
        // The page without the drawing still works: the app draws the screen itself.
        request.log.error({ err: error, url: request.url }, 'drawing a first screen failed');
        return null;
      });
      const page = drawn ?? pageFor(visibleRoute, isMember);
      reply
        .header('cache-control', isMember ? 'private, no-cache' : 'no-cache')
        .header('etag', page.etag)
        .header('vary', 'accept-encoding, cookie');
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      const encoding = preferredEncoding(request);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page.body(encoding));
    },
  };
}
