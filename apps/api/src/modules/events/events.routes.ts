import {
  calendarFeed,
  createEventRequest,
  event,
  eventsPage,
  eventsQuery,
  rsvp,
  rsvpRequest,
  updateEventRequest,
  userEventsQuery,
} from '@here-and-there/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { optionalMember, requireMember } from '../identity/index.ts';
import {
  answerEvent,
  createEvent,
  deleteEvent,
  exportEvent,
  listEvents,
  listUserEvents,
  readCalendarFeed,
  renewCalendarFeed,
  revokeCalendarFeed,
  updateEvent,
  viewCalendarFeed,
  viewEvent,
} from './events.service.ts';

const eventParams = z.object({ id: z.uuid() });
const feedParams = z.object({ token: z.string().max(200) });
const bearer = [{ bearer: [] }];
const tags = ['events'];

const sendCalendar = (reply: FastifyReply, calendar: string, filename: string) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(calendar);

// The read routes answer visitors too: events of public communities and members' own events are
// shared by link and QR code (SPEC §1).
export function registerEventsRoutes(app: App, context: AppContext) {
  const pageOf = <Item>(
    slice: { count: number; results: Item[] },
    request: { url: string; query: { limit: number; offset: number } },
  ) => {
    const { limit, offset } = request.query;
    return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
  };

  app.get(
    `${apiPrefix}/events/`,
    {
      schema: {
        tags,
        summary: 'Events the caller sees that have not ended by `date_gte` (now), soonest first',
        querystring: eventsQuery,
        response: { 200: eventsPage },
      },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return pageOf(await listEvents(context, viewer?.id ?? null, request.query), request);
    },
  );

  app.get(
    `${apiPrefix}/events/user-events/`,
    {
      schema: {
        tags,
        summary: 'The events the caller created or answered going or maybe, soonest first',
        security: bearer,
        querystring: userEventsQuery,
        response: { 200: eventsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return pageOf(await listUserEvents(context, member.id, request.query), request);
    },
  );

  app.post(
    `${apiPrefix}/events/`,
    {
      schema: {
        tags,
        summary: 'Create an event of my own, or of a community I am an admin of',
        security: bearer,
        body: createEventRequest,
        response: { 201: event },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await createEvent(context, member.id, request.body));
    },
  );

  app.get(
    `${apiPrefix}/events/:id/`,
    {
      schema: { tags, summary: 'An event the caller sees', params: eventParams, response: { 200: event } },
    },
    async (request) => {
      const viewer = await optionalMember(context, request);
      return viewEvent(context, viewer?.id ?? null, request.params.id);
    },
  );

  app.put(
    `${apiPrefix}/events/:id/`,
    {
      schema: {
        tags,
        summary: 'Change an event I run (what is sent)',
        security: bearer,
        params: eventParams,
        body: updateEventRequest,
        response: { 200: event },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return updateEvent(context, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    `${apiPrefix}/events/:id/`,
    { schema: { tags, summary: 'Delete an event I run', security: bearer, params: eventParams } },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteEvent(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${apiPrefix}/events/:id/rsvp/`,
    {
      schema: {
        tags,
        summary: 'Answer an event: going (or on the waiting list once it is full), maybe, not going',
        security: bearer,
        params: eventParams,
        body: rsvpRequest,
        response: { 200: rsvp },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return answerEvent(context, member.id, request.params.id, request.body.status);
    },
  );

  app.get(
    `${apiPrefix}/events/:id/ics/`,
    { schema: { tags, summary: 'An event the caller sees as an iCalendar (.ics) file', params: eventParams } },
    async (request, reply) => {
      const viewer = await optionalMember(context, request);
      return sendCalendar(reply, await exportEvent(context, viewer?.id ?? null, request.params.id), 'event.ics');
    },
  );

  app.get(
    `${apiPrefix}/calendar-feed/`,
    {
      schema: {
        tags,
        summary: 'The address of my private calendar feed; 404 while it is off',
        security: bearer,
        response: { 200: calendarFeed },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewCalendarFeed(context, member.id);
    },
  );

  app.post(
    `${apiPrefix}/calendar-feed/`,
    {
      schema: {
        tags,
        summary: 'Turn my calendar feed on with a new address: an old one stops working',
        security: bearer,
        response: { 200: calendarFeed },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return renewCalendarFeed(context, member.id);
    },
  );

  app.delete(
    `${apiPrefix}/calendar-feed/`,
    { schema: { tags, summary: 'Close my calendar feed', security: bearer } },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await revokeCalendarFeed(context, member.id);
      return reply.status(204).send();
    },
  );

  app.get(
    `${apiPrefix}/calendar/:token.ics`,
    {
      schema: {
        tags,
        summary: "A member's calendar feed, for calendar apps: the secret address is the key",
        params: feedParams,
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await readCalendarFeed(context, request.params.token), 'here-and-there.ics'),
  );
}
