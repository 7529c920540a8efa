import { me } from '@here-and-there/contracts';
import type { App } from '../../app.ts';
import { apiPrefix } from '../../app.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireMember } from '../identity/index.ts';
import { presentMe } from './users.service.ts';

export function registerUsersRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/users/me`,
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in member, with their permissions',
        security: [{ bearer: [] }],
        response: { 200: me },
      },
    },
    async (request) => {
      const { member, account } = await requireMember(context, request);
      return presentMe(member, account);
    },
  );
}
