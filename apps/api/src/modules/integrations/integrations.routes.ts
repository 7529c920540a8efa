import {
  gmailPush,
  gmailPushQuery,
  graphNotifications,
  graphValidationQuery,
  integrationParams,
} from '@here-and-there/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { requireMember } from '../identity/index.ts';
import {
  answerGraphValidation,
  disconnectIntegration,
  receiveGmailPush,
  receiveGraphNotifications,
} from './integrations.service.ts';

const bearer = [{ bearer: [] }];

/**
 * The integrations' own calls: disconnecting (connecting is Better Auth's `/auth/link-social`,
 * which ends at `/integrations/{connection}/success`), and the providers' push endpoints.
 */
export function registerIntegrationsRoutes(app: App, context: AppContext) {
  app.delete(
    `${apiPrefix}/integrations/:connection/`,
    {
      schema: {
        tags: ['integrations'],
        summary: 'Disconnect a mail and calendar account: nothing is read from it again, and its grant is revoked',
        security: bearer,
        params: integrationParams,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await disconnectIntegration(context, member.id, request.params.connection);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/integrations/google/push/`,
    {
      schema: {
        tags: ['integrations'],
        summary: "Gmail's inbox changes, pushed by Pub/Sub (when GMAIL_PUSH_TOPIC is set)",
        querystring: gmailPushQuery,
        body: gmailPush,
      },
    },
    async (request, reply) => {
      await receiveGmailPush(context, request.query.token, request.body);
      return reply.status(204).send();
    },
  );

  // Graph checks a new subscription with an empty text/plain POST; its notifications are JSON.
  app.register(async (scope) => {
    const graph = scope.withTypeProvider<ZodTypeProvider>();
    graph.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, null),
    );
    graph.post(
      `${apiPrefix}/integrations/outlook/notifications/`,
      {
        schema: {
          tags: ['integrations'],
          summary: "Microsoft Graph's notifications of new mail and changed events (when OUTLOOK_PUSH is on)",
          querystring: graphValidationQuery,
          body: graphNotifications.nullable(),
          response: { 200: z.string(), 202: z.void() },
        },
      },
      async (request, reply) => {
        const { validationToken } = request.query;
        if (validationToken !== undefined) {
          return reply.type('text/plain').send(answerGraphValidation(context, validationToken));
        }
        await receiveGraphNotifications(context, request.body ?? { value: [] });
        return reply.status(202).send(undefined);
      },
    );
  });
}
