import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { App } from '../app.ts';
import type { Config } from './config.ts';

/** Origins of the native apps (Capacitor on iOS and Android). */
export const nativeAppOrigins = ['capacitor://localhost', 'https://localhost'];

const rateLimitedPrefixes = ['/thr/', '/auth/'];

/**
 * Helmet headers with a strict CSP the web app passes, CORS only for the web and native app
 * origins, and rate limits (shared through Redis when several nodes run).
 */
export async function registerSecurity(app: App, config: Config) {
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: [new URL(config.publicUrl).origin, ...nativeAppOrigins],
    credentials: true,
    exposedHeaders: ['set-auth-token'],
  });
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
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
