import type {
  CalendarFeed,
  CreateEventRequest,
  Event,
  EventsPage,
  Rsvp,
  RsvpStatus,
  UpdateEventRequest,
} from '@here-and-there/contracts';
import { type InfiniteData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../shared/api/api-client.ts';
import { ApiError, hasStatus } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { placeQueryOptions } from '../locations/locations.queries.ts';
import { eventKeys, eventQueryOptions } from './event-keys.ts';
import { expectedAnswer, withAnswer } from './rsvp-answer.ts';

export { eventKeys } from './event-keys.ts';

export const useEvent = (eventId: string | null) =>
  useQuery({ ...eventQueryOptions(eventId ?? ''), enabled: !!eventId });

/** The time zone of a place, for the times of an event there. */
export const usePlaceTimeZone = (placeId: number | null) =>
  useQuery({ ...placeQueryOptions(placeId), select: (place) => place.time_zone });

/** Asks for a place's time zone, from the cache when the form already has it. */
export const fetchPlaceTimeZone = (queryClient: QueryClient, placeId: number) =>
  queryClient.fetchQuery(placeQueryOptions(placeId)).then((place) => place.time_zone);

/** The SPEC §8 snackbar for a failure that has no field to sit under. */
function useFailureNotice() {
  const notify = useNotify();
  const { t } = useTranslation();
  return (error: unknown) => notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined);
}

type CachedEvents = Event | EventsPage | InfiniteData<EventsPage, number>;

/** An event wherever the cache holds it: its own entry and every list it is in, paged or not. */
function updateCachedEvent(queryClient: QueryClient, eventId: string, update: (event: Event) => Event) {
  const inPage = (page: EventsPage) => ({
    ...page,
    results: page.results.map((event) => (event.id === eventId ? update(event) : event)),
  });
  queryClient.setQueriesData<CachedEvents>({ queryKey: eventKeys.all }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map(inPage) };
    if ('results' in data) return inPage(data);
    return data.id === eventId ? update(data) : data;
  });
}

export interface SaveEventRequest {
  /** Absent for a new event. */
  eventId?: string;
  fields: CreateEventRequest | UpdateEventRequest;
}

/** `POST /events/` or `PUT /events/{id}/`; failures are the form's to show under its fields. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ eventId, fields }: SaveEventRequest) =>
      eventId ? api.put<Event>(`/events/${eventId}/`, fields) : api.post<Event>('/events/', fields),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      notify.success(t('errors.changesSaved'));
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('events');
  return useMutation({
    mutationFn: (eventId: string) => api.delete<void>(`/events/${eventId}/`),
    onSuccess: (_nothing, eventId) => {
      notify.success(t('view.deleted'));
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
    },
    onError: useFailureNotice(),
  });
}

/**
 * `POST /events/{id}/rsvp/`: the answer shows at once (going, maybe, not going, or the waiting
 * list when the event is full), then the server's `{status, waitlisted}`; a refused answer is
 * rolled back with the reason.
 */
export function useRsvp(eventId: string) {
  const queryClient = useQueryClient();
  const showFailure = useFailureNotice();
  return useMutation({
    mutationFn: (status: RsvpStatus) => api.post<Rsvp>(`/events/${eventId}/rsvp/`, { status }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.all });
      const before = queryClient.getQueriesData<CachedEvents>({ queryKey: eventKeys.all });
      updateCachedEvent(queryClient, eventId, (event) => withAnswer(event, expectedAnswer(event, status)));
      return { before };
    },
    onError: (error, _status, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      showFailure(error);
    },
    onSuccess: (answer, _status, context) => {
      for (const [key, data] of context.before) queryClient.setQueryData(key, data);
      updateCachedEvent(queryClient, eventId, (event) => withAnswer(event, answer));
    },
    // Who is going, and who moved up, come from the server.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** A name for the downloaded file: the event's name in plain letters. */
const fileNameOf = (event: Pick<Event, 'name'>) =>
  `${
    event.name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'event'
  }.ics`;

/** "Add to calendar": `GET /events/{id}/ics/` saved as an `.ics` file, which every calendar app opens. */
export function useDownloadEventIcs() {
  const showFailure = useFailureNotice();
  return useMutation({
    mutationFn: async (event: Pick<Event, 'id' | 'name'>) => {
      const file = await apiFile(`/events/${event.id}/ics/`);
      const url = URL.createObjectURL(file);
      const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(event) });
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onError: showFailure,
  });
}

const calendarFeedKey = ['calendar-feed'] as const;

/** `GET /calendar-feed/`: the member's private feed address, or null while the feed is off. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) =>
      api.get<CalendarFeed>('/calendar-feed/', { signal }).catch((error: unknown) => {
        if (hasStatus(error, 404)) return null;
        throw error;
      }),
  });

/** `POST /calendar-feed/`: a new secret address; the old one stops working. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/calendar-feed/'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
    onError: useFailureNotice(),
  });
}

/** `DELETE /calendar-feed/`: the address stops working and no new one is made. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/calendar-feed/'),
    onSuccess: () => queryClient.setQueryData(calendarFeedKey, null),
    onError: useFailureNotice(),
  });
}
