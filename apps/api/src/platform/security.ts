import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { App } from './http.ts';

/** A request limit: at most `max` requests per `timeWindow` milliseconds for one key. */
export interface RequestLimit {
  max: number;
  timeWindow: number;
}

/** A limit as this deployment applies it: RATE_LIMIT_MULTIPLIER scales every `max`. */
export function scaled<T extends { max: number }>(limit: T, multiplier: number): T {
  return { ...limit, max: Math.max(1, Math.round(limit.max * multiplier)) };
}

/**
 * Counts a signed-in caller's requests by their session rather than their address, for limits on
 * what a member sends out (invitations): members behind one address do not share a budget.
 */
export const perSession = (request: FastifyRequest) => request.headers.authorization ?? request.ip;

/** Origins of the native apps (Capacitor on iOS and Android). */
export const nativeAppOrigins = ['capacitor://localhost', 'https://localhost'];

const rateLimitedPrefixes = ['/thr/', '/auth/'];

/**
 * The web app's hashed files (scripts, styles, fonts). They are never documents, so the headers
 * that only govern a document (its CSP, framing, referrer, HSTS…) would be bytes for nothing:
 * about 800 on each, and a first screen loads forty of them on a phone's network.
 */
const isWebAsset = (url: string) => url.startsWith('/assets/');

/**
 * Helmet headers with a strict CSP the web app passes, CORS only for the web and native app
 * origins, and rate limits (shared through Redis when several nodes run).
 */
export async function registerSecurity(app: App, config: Config) {
  // Helmet's headers are built once here and set on every answer. The Fastify plugin builds them
  // again for each request: 75 µs measured, nearly a tenth of the server's time for `/users/me`.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's Emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isWebAsset(request.url)) return setSecurityHeaders(request.raw, reply.raw, () => done());
    reply.header('x-content-type-options', 'nosniff').header('cross-origin-resource-policy', 'same-origin');
    done();
  });
  // Same-origin files need no CORS answer either; the plugin sets one on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isWebAsset(request.url)) {
      reply.removeHeader('access-control-allow-credentials');
      reply.removeHeader('access-control-expose-headers');
    }
    done(null, payload);
  });
  await app.register(cors, {
    origin: [new URL(config.publicUrl).origin, ...nativeAppOrigins],
    // The package allows only GET, HEAD and POST by default: the native app edits and deletes too.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: true,
    exposedHeaders: ['set-auth-token'],
  });
  await app.register(rateLimit, {
    global: true,
    ...scaled({ max: 600, timeWindow: 60_000 }, config.rateLimitMultiplier),
    // The budget is for API calls; the web app's files (a page load fetches dozens) are not counted.
    allowList: (request) => !rateLimitedPrefixes.some((prefix) => request.url.startsWith(prefix)),
    ...(config.redisUrl
      ? {
          redis: new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
          // Deployments (and test runs) sharing one Redis keep their counters apart.
          nameSpace: `${config.rateLimitNamespace}:`,
        }
      : {}),
  });
}
