import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';

export interface FeedbackRequest {
  email?: string;
  message: string;
}

/** Signed-out visitors may send feedback too; a member's token is sent when there is one. */
export const useSendFeedback = () =>
  useMutation({
    mutationFn: (request: FeedbackRequest) => api.post<unknown>('/feedback/', request),
  });
