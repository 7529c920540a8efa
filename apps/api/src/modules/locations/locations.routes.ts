import { addressSearchQuery, addressSearchResponse, locationDetail, placeId } from '@here-and-there/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { type App, apiPrefix } from '../../platform/http.ts';
import { getLocation, searchPlaces } from './locations.service.ts';

export function registerLocationsRoutes(app: App, context: AppContext) {
  app.get(
    `${apiPrefix}/address-search/`,
    {
      schema: {
        tags: ['locations'],
        summary: 'Cities and towns matching what was typed (name or alternate name, typos forgiven)',
        querystring: addressSearchQuery,
        response: { 200: addressSearchResponse },
      },
    },
    (request) => searchPlaces(context.db, request.query.q),
  );

  app.get(
    `${apiPrefix}/locations/:id`,
    {
      schema: {
        tags: ['locations'],
        summary: 'A place with its country, time zone and population',
        params: z.object({ id: placeId }),
        response: { 200: locationDetail },
      },
    },
    (request) => getLocation(context.db, request.params.id),
  );
}
