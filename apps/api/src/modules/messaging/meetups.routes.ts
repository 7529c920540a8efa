import { chatMessage, meetupPage, meetupsQuery, proposeMeetupRequest } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { answerMeetup, listMeetups, proposeMeetup } from './meetups.service.ts';

const meetupParams = z.object({ id: z.uuid() });
const security = [{ bearer: [] }];
const tags = ['meetups'];

export function registerMeetupsRoutes(app: App, context: AppContext) {
  const url = (path: string) => `${apiPrefix}/meetups${path}`;

  app.get(
    url('/'),
    {
      schema: {
        tags,
        summary: "The caller's meetups; upcoming=true: the accepted ones to come, soonest first",
        security,
        querystring: meetupsQuery,
        response: { 200: meetupPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const slice = await listMeetups(context, member.id, request.query);
      const { limit, offset } = request.query;
      return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
    },
  );

  app.post(
    url('/'),
    {
      schema: {
        tags,
        summary: 'Propose a meetup where and when the caller crosses a connection: its card in their direct chat (201)',
        security,
        body: proposeMeetupRequest,
        response: { 201: chatMessage },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await proposeMeetup(context, member.id, request.body));
    },
  );

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      url(`/:id/${action}/`),
      {
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a meetup: answers its card`,
          security,
          params: meetupParams,
          response: { 200: chatMessage },
        },
      },
      async (request) => {
        const { member } = await requireMember(context, request);
        return answerMeetup(context, member.id, request.params.id, action);
      },
    );
  }
}
