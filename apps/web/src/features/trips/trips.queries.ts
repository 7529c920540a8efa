import type {
  CreateTripRequest,
  CrossingsQuery,
  PatchTripRequest,
  Trip,
  TripsQuery,
  UpdateTripRequest,
} from '@here-and-there/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { authKeys } from '../auth/auth.queries.ts';
import { crossingKeys, crossingsQueryOptions } from './crossings.query.ts';
import { tripKeys, tripsQueryOptions } from './trip-keys.ts';

export { crossingKeys } from './crossings.query.ts';
export { tripKeys, tripsQueryOptions } from './trip-keys.ts';

export const useTrips = (query: TripsQuery, { enabled = true } = {}) =>
  useQuery({ ...tripsQueryOptions(query), enabled });

/** A trip the member may see; any other answers 404 ("Trip not found"). */
export const useTrip = (tripId: string | null) =>
  useQuery({
    queryKey: tripKeys.detail(tripId ?? ''),
    queryFn: ({ signal }) => api.get<Trip>(`/trips/${tripId}/`, { signal }),
    enabled: !!tripId,
  });

/** `GET /crossings/`: whom the member meets, soonest first; `trip` narrows them to one of the member's trips. */
export const useCrossings = (query: CrossingsQuery, { enabled = true } = {}) =>
  useQuery({ ...crossingsQueryOptions(query), enabled });

/**
 * After any trip is written: the lists and crossings load again, and so does the member (SPEC §4:
 * "after create or delete the cached current user is dropped"; where they are today follows their
 * trips, so an edit counts too).
 */
const refreshAfterTripWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: crossingKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  ]);

export interface SaveTripRequest {
  /** Absent for a new trip. */
  tripId?: string;
  fields: CreateTripRequest | UpdateTripRequest;
}

/** `POST /trips/` or `PUT /trips/{id}/`; failures are the form's to show under its fields. */
export function useSaveTrip() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ tripId, fields }: SaveTripRequest) =>
      tripId ? api.put<Trip>(`/trips/${tripId}/`, fields) : api.post<Trip>('/trips/', fields),
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      notify.success(t('errors.changesSaved'));
      return refreshAfterTripWrite(queryClient);
    },
  });
}

/** Snackbars of SPEC §8 for the trip actions that are not forms: "changes saved", or why it failed. */
function useTripNotices() {
  const notify = useNotify();
  const { t } = useTranslation();
  return {
    saved: () => notify.success(t('errors.changesSaved')),
    failed: (error: unknown) =>
      notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined),
  };
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  const notices = useTripNotices();
  return useMutation({
    mutationFn: (tripId: string) => api.delete<void>(`/trips/${tripId}/`),
    onSuccess: (_nothing, tripId) => {
      notices.saved();
      // The screen that showed it leaves once this settles: it must not ask for it again.
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId), refetchType: 'none' });
      return refreshAfterTripWrite(queryClient);
    },
    onError: notices.failed,
  });
}

/** `PATCH /trips/{id}/`: the contacts of the member to tell about the trip (SPEC §5: at least one). */
export function useNotifyContacts(tripId: string) {
  const queryClient = useQueryClient();
  const notices = useTripNotices();
  return useMutation({
    mutationFn: (request: PatchTripRequest) =>
      apiRequest<Trip>(`/trips/${tripId}/`, { method: 'PATCH', body: request }),
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      notices.saved();
    },
  });
}
