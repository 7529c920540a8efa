import type { EventsQuery } from '@here-and-there/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The events screen's filters in the address: `?location=`, `?from=` and `?until=` (days). */
export const filterNames = ['location', 'from', 'until'] as const;
export type FilterName = (typeof filterNames)[number];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayOrEmpty = (value: string | null) => (value && dayPattern.test(value) ? value : '');

/** The first and last moment of a day on the member's own clock, as the API takes them. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The filters as the address holds them, and the `GET /events/` query they make. */
export function readEventFilters(searchParams: URLSearchParams) {
  const locationId = Number(searchParams.get('location')) || null;
  const from = dayOrEmpty(searchParams.get('from'));
  const until = dayOrEmpty(searchParams.get('until'));
  const query: EventsQuery = {
    ...(locationId && { location: locationId }),
    ...(from && { date_gte: startOfDay(from) }),
    ...(until && { date_lte: endOfDay(until) }),
  };
  const activeCount = [locationId, from, until].filter(Boolean).length;
  return { locationId, from, until, query, activeCount, isFiltered: activeCount > 0 };
}

/**
 * `?location=`, `?from=` and `?until=`: the place and days the events screen is narrowed to. They
 * live in the address, so a link can open the list already filtered and a reload keeps them.
 */
export function useEventFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = useCallback(
    (name: FilterName, value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clear = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of filterNames) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { ...readEventFilters(searchParams), setFilter, clear };
}
