import {
  createTripRequest,
  patchTripRequest,
  trip,
  tripsPage,
  tripsQuery,
  updateTripRequest,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { chooseContactsToNotify, createTrip, deleteTrip, listTrips, updateTrip, viewTrip } from './trips.service.ts';

const tripParams = z.object({ id: z.uuid() });
const bearer = [{ bearer: [] }];
const tags = ['trips'];

// Every trips route needs a signed-in member: visitors see no trips at all (DESIGN §5).
export function registerTripsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/trips/`,
    {
      schema: {
        tags,
        summary: "The caller's trips and those they may see of the people they chose, or of one member, by arrival",
        security: bearer,
        querystring: tripsQuery,
        response: { 200: tripsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { limit, offset } = request.query;
      const slice = await listTrips(context, member.id, request.query);
      return toPage(slice, { url: request.url, limit, offset, publicUrl: context.config.publicUrl });
    },
  );

  app.post(
    `${apiPrefix}/trips/`,
    {
      schema: {
        tags,
        summary: 'Record a trip: a destination and the first and last day there',
        security: bearer,
        body: createTripRequest,
        response: { 201: trip },
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      return reply.status(201).send(await createTrip(context, member, request.body));
    },
  );

  app.get(
    `${apiPrefix}/trips/:id/`,
    {
      schema: {
        tags,
        summary: 'A trip the caller may see',
        security: bearer,
        params: tripParams,
        response: { 200: trip },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return viewTrip(context, member.id, request.params.id);
    },
  );

  app.put(
    `${apiPrefix}/trips/:id/`,
    {
      schema: {
        tags,
        summary: 'Change my trip (what is sent); `status: "confirmed"` confirms a trip found in mail',
        security: bearer,
        params: tripParams,
        body: updateTripRequest,
        response: { 200: trip },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return updateTrip(context, member, request.params.id, request.body);
    },
  );

  app.patch(
    `${apiPrefix}/trips/:id/`,
    {
      schema: {
        tags,
        summary: 'Choose contacts of mine to tell about my trip',
        security: bearer,
        params: tripParams,
        body: patchTripRequest,
        response: { 200: trip },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return chooseContactsToNotify(context, member.id, request.params.id, request.body);
    },
  );

  app.delete(
    `${apiPrefix}/trips/:id/`,
    {
      schema: {
        tags,
        summary: 'Delete my trip',
        security: bearer,
        params: tripParams,
      },
    },
    async (request, reply) => {
      const { member } = await requireMember(context, request);
      await deleteTrip(context, member.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
