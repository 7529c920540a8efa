import type { Event, EventsPage, EventsQuery } from '@here-and-there/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, pathWithQuery } from '../../shared/api/api-client.ts';
import { nextPageOffset } from '../../shared/api/next-page-offset.ts';

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventsQuery) => [...eventKeys.lists(), query] as const,
  /** The events screen's list, page by page. */
  pages: (query: EventsQuery) => [...eventKeys.lists(), 'pages', query] as const,
  /** The caller's own: those they created or answered. */
  mine: () => [...eventKeys.lists(), 'mine'] as const,
  detail: (eventId: string) => [...eventKeys.all, 'detail', eventId] as const,
};

/** `GET /events/`: events that have not ended (or from `date_gte`), soonest first, as the caller may see them. */
export const eventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => api.get<EventsPage>(pathWithQuery('/events/', query), { signal }),
  });

/** `GET /events/user-events/`: the events the caller created or answered. */
export const myEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.mine(),
    queryFn: ({ signal }) => api.get<EventsPage>('/events/user-events/', { signal }),
  });

/** An event the caller may see; any other answers 404 ("Event not found"). */
export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => api.get<Event>(`/events/${eventId}/`, { signal }),
  });

/** How many events the events screen asks for at a time. */
const pageSize = 20;

/** `GET /events/`, `pageSize` at a time, for the events screen's "Show more". */
export const eventPagesQueryOptions = (query: EventsQuery) =>
  infiniteQueryOptions({
    queryKey: eventKeys.pages(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<EventsPage>(pathWithQuery('/events/', { ...query, limit: pageSize, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // New filters keep the last list on screen until their answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
