import type { CompleteSuggestionRequest, Trip } from '@here-and-there/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { tripKeys } from '../trips/trips.queries.ts';
import { importKeys, suggestionsQueryOptions } from './import-keys.ts';

export const useSuggestions = ({ enabled = true } = {}) => useQuery({ ...suggestionsQueryOptions, enabled });

function useFailureNotice() {
  const notify = useNotify();
  const { t } = useTranslation();
  return (error: unknown) => notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined);
}

/** `POST /imports/suggestions/{id}/trip/`: the member says where a suggested stay is; it becomes a trip To Confirm. */
export function useCompleteSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: CompleteSuggestionRequest }) =>
      api.post<Trip>(`/imports/suggestions/${id}/trip/`, request),
    onSuccess: (trip) => {
      queryClient.setQueryData(tripKeys.detail(trip.id), trip);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.suggestions() }),
        queryClient.invalidateQueries({ queryKey: tripKeys.lists() }),
      ]);
    },
  });
}

/** `DELETE /imports/suggestions/{id}/`: dismissed, and its booking never imported again. */
export function useDismissSuggestion() {
  const queryClient = useQueryClient();
  const failed = useFailureNotice();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/imports/suggestions/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.suggestions() }),
    onError: failed,
  });
}
