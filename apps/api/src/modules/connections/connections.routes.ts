import {
  connection,
  connectionsPage,
  connectionsQuery,
  createConnectionRequest,
  updateConnectionRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { changeConnection, listConnections, removeConnection, requestConnection } from './connections.service.ts';

const connectionParams = z.object({ id: z.uuid() });
const bearer = [{ bearer: [] }];
const tags = ['connections'];

export function registerConnectionsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/connections/`,
    {
      schema: {
        tags,
        summary: "The caller's connections, each with the other member as the caller may see them",
        security: bearer,
        querystring: connectionsQuery,
        response: { 200: connectionsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const slice = await listConnections(context, member.id, request.query);
      return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
    },
  );

  app.post(
    `${apiPrefix}/connections/`,
    {
      schema: {
        tags,
        summary: 'Ask a member to connect at close or general, or block them at once',
        security: bearer,
        body: createConnectionRequest,
        response: { 201: connection },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await requestConnection(context, member.id, request.body));
    },
  );

  app.put(
    `${apiPrefix}/connections/:id/`,
    {
      schema: {
        tags,
        summary: 'Change my level on a connection, accept a request, block or unblock',
        security: bearer,
        params: connectionParams,
        body: updateConnectionRequest,
        response: { 200: connection },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return changeConnection(context, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    `${apiPrefix}/connections/:id/`,
    {
      schema: {
        tags,
        summary: 'Remove a connection (make the member public again)',
        security: bearer,
        params: connectionParams,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await removeConnection(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
