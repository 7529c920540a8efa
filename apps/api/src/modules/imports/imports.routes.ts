import { completeSuggestionRequest, importSuggestionsPage, trip } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { requireMember } from '../identity/index.ts';
import { completeSuggestion, dismissSuggestion, listSuggestions } from './imports.service.ts';

const suggestionParams = z.object({ id: z.uuid() });
const bearer = [{ bearer: [] }];
const tags = ['imports'];

// A member's own bookings only: every route answers for the caller alone.
export function registerImportsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/imports/suggestions/`,
    {
      schema: {
        tags,
        summary: 'Stays my bookings gave whose place could not be found, for me to complete',
        security: bearer,
        response: { 200: importSuggestionsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { ...(await listSuggestions(context, member.id)), next: null, previous: null };
    },
  );

  app.post(
    `${apiPrefix}/imports/suggestions/:id/trip/`,
    {
      schema: {
        tags,
        summary: 'Say where a suggested stay is: it becomes a trip To Confirm',
        security: bearer,
        params: suggestionParams,
        body: completeSuggestionRequest,
        response: { 201: trip },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await completeSuggestion(context, member, request.params.id, request.body));
    },
  );

  app.delete(
    `${apiPrefix}/imports/suggestions/:id/`,
    {
      schema: {
        tags,
        summary: 'Dismiss a suggestion: its booking is never imported again',
        security: bearer,
        params: suggestionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await dismissSuggestion(context, member.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
