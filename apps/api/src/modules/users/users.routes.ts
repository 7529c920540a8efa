import { createUserRequest, integrations, me, text, updateUserRequest, user } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { readBodyWithFile } from '../../platform/multipart.ts';
import { optionalMember, requireMember } from '../identity/index.ts';
import { createMemberAccount, deleteAccount, updateUser, viewIntegrations, viewMe, viewUser } from './users.service.ts';

const memberParams = z.object({ id: text() });
const bearer = [{ bearer: [] }];

export function registerUsersRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/users/me`,
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in member, with their settings and permissions',
        security: bearer,
        response: { 200: me },
      },
    },
    async (request) => viewMe(context, (await requireMember(context, request)).profile),
  );

  app.delete(
    `${apiPrefix}/users/me`,
    { schema: { tags: ['users'], summary: 'Delete my account and everything of it', security: bearer } },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteAccount(context, member, member.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${apiPrefix}/users/:id`,
    {
      schema: {
        tags: ['users'],
        summary: 'A member as the caller may see them (signed in or not)',
        params: memberParams,
        response: { 200: user },
      },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return viewUser(context, viewer?.id ?? null, request.params.id);
    },
  );

  app.put(
    `${apiPrefix}/users/:id`,
    {
      schema: {
        tags: ['users'],
        summary: 'Change a member (JSON, or multipart with the file `profile_picture`)',
        description: 'Only the fields sent change. In a multipart form, objects are sent as JSON text.',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        params: memberParams,
        body: updateUserRequest,
        response: { 200: me },
      },
      // The body is documented here but read by the use case: a multipart form reaches it as parts.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { fields, file } = await readBodyWithFile(request, 'profile_picture');
      return updateUser(context, member, request.params.id, fields, file);
    },
  );

  app.delete(
    `${apiPrefix}/users/:id`,
    {
      schema: { tags: ['users'], summary: 'Delete a member', security: bearer, params: memberParams },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteAccount(context, member, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/users`,
    {
      schema: {
        tags: ['users'],
        summary: 'Create a member (admins and staff)',
        security: bearer,
        body: createUserRequest,
        response: { 201: me },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await createMemberAccount(context, member, request.body));
    },
  );

  app.get(
    `${apiPrefix}/users/:id/integrations`,
    {
      schema: {
        tags: ['users'],
        summary: 'Which mail and calendar accounts a member connected',
        security: bearer,
        params: memberParams,
        response: { 200: integrations },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewIntegrations(context, member, request.params.id);
    },
  );
}
