import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerModules } from './modules/index.ts';
import type { AppContext } from './platform/context.ts';
import { isDatabaseReady } from './platform/db.ts';
import { drainOnClose } from './platform/draining.ts';
import { installErrorHandlers } from './platform/errors.ts';
import { type App, apiPrefix } from './platform/http.ts';
import { registerMultipart } from './platform/multipart.ts';
import { refuseDeeplyNestedBodies } from './platform/request-guards.ts';
import { registerSecurity } from './platform/security.ts';
import { registerMedia } from './platform/storage.ts';
import { registerWebApp } from './platform/web-app.ts';

/** Builds the whole HTTP application; `main.ts` listens with it and tests call it with `inject`. */
export async function buildApp(context: AppContext): Promise<App> {
  const app = Fastify({
    loggerInstance: context.log,
    bodyLimit: 1024 * 1024,
    trustProxy: context.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  // The database closes after the app (main.ts): a handler whose client left must not outlive it.
  drainOnClose(app);
  app.addHook('preValidation', refuseDeeplyNestedBodies);
  // Only JSON and multipart bodies are accepted; anything else is a 415.
  app.removeContentTypeParser('text/plain');

  await registerSecurity(app, context.config);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Here & There API',
        version: '1.0.0',
        description: 'The API of the Here & There web and mobile apps.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    staticCSP: true,
    // Swagger UI sets inline styles on its elements; its scripts stay limited to 'self'.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    const ready = await isDatabaseReady(context.db);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'database unavailable' });
  });

  await registerMultipart(app);
  await registerMedia(app, context.config.dataDir);
  await registerModules(app, context);
  await registerWebApp(app, context.config);
  await context.realtime.attach(app.server);
  // Sockets never end by themselves: they close first, or the server would wait for them forever.
  app.addHook('preClose', () => context.realtime.close());
  return app;
}
