import { searchUsersPage, searchUsersQuery } from '@here-and-there/contracts';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { searchUsers } from './search.service.ts';

export function registerSearchRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/search/users/`,
    {
      schema: {
        tags: ['search'],
        summary: 'Members by name or username, as I may see them (the member pickers)',
        security: [{ bearer: [] }],
        querystring: searchUsersQuery,
        response: { 200: searchUsersPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const found = await searchUsers(context, member.id, request.query);
      return toPage(found, { url: request.url, ...request.query, publicUrl: context.config.publicUrl });
    },
  );
}
