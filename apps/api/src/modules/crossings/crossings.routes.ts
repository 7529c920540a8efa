import {
  communityCrossingsQuery,
  crossingsPage,
  crossingsQuery,
  mapPoints,
  mapQuery,
  usersPage,
  usersQuery,
} from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { toPage } from '../../platform/pagination.ts';
import { requireMember } from '../identity/index.ts';
import { findMapPoints, listCommunityCrossings, listCrossings, listPeople } from './crossings.service.ts';

const bearer = [{ bearer: [] }];
const communityParams = z.object({ id: z.uuid() });

export function registerCrossingsRoutes(app: App, context: AppContext) {
  const pageOf = <T>(
    slice: { count: number; results: T[] },
    request: { url: string },
    window: { limit: number; offset: number },
  ) => toPage(slice, { url: request.url, ...window, publicUrl: context.config.publicUrl });

  app.get(
    `${apiPrefix}/crossings/`,
    {
      schema: {
        tags: ['crossings'],
        summary: 'Who of the people I chose will be where I am, when and where',
        security: bearer,
        querystring: crossingsQuery,
        response: { 200: crossingsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return pageOf(await listCrossings(context, member.id, request.query), request, request.query);
    },
  );

  // Crossings inside a community are the crossings engine applied to its members, so they live here.
  app.get(
    `${apiPrefix}/communities/:id/crossings/`,
    {
      schema: {
        tags: ['communities'],
        summary: 'Who of the community will be where I am, or in a place during a period (its members only)',
        security: bearer,
        params: communityParams,
        querystring: communityCrossingsQuery,
        response: { 200: crossingsPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const crossings = await listCommunityCrossings(context, member.id, request.params.id, request.query);
      return pageOf(crossings, request, request.query);
    },
  );

  // The members' list of SPEC §7 `GET /users/` is made of where people are, so it lives here.
  app.get(
    `${apiPrefix}/users/`,
    {
      schema: {
        tags: ['users'],
        summary: 'The people I may see in a place during a period, or where the people I chose are (pro)',
        security: bearer,
        querystring: usersQuery,
        response: { 200: usersPage },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return pageOf(await listPeople(context, member, request.query), request, request.query);
    },
  );

  app.get(
    `${apiPrefix}/users/map/`,
    {
      schema: {
        tags: ['users'],
        summary: 'Where the people I chose are during a period: home cities and trips (pro)',
        security: bearer,
        querystring: mapQuery,
        response: { 200: mapPoints },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return findMapPoints(context, member, request.query);
    },
  );
}
