import type { ChatMessage, MeetupPage, ProposeMeetupRequest } from '@here-and-there/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client.ts';
import { messagingKeys } from '../messaging-keys.ts';

export const meetupKeys = {
  all: ['meetups'] as const,
  upcoming: () => [...meetupKeys.all, 'upcoming'] as const,
};

/** `GET meetups/?upcoming=true`: the member's accepted meetups still to come, soonest first. */
export const upcomingMeetupsOptions = queryOptions({
  queryKey: meetupKeys.upcoming(),
  queryFn: ({ signal }) => api.get<MeetupPage>('/meetups/?upcoming=true', { signal }),
});

export const useUpcomingMeetups = () => useQuery(upcomingMeetupsOptions);

/** After a meetup changes: the dashboard's list and the chats (their last message is the card) take the server's word. */
const refreshMeetups = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: meetupKeys.all }),
    queryClient.invalidateQueries({ queryKey: messagingKeys.lists() }),
  ]);

/** `POST meetups/`: the answer is the card, posted into the direct chat. */
export function useProposeMeetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProposeMeetupRequest) => api.post<ChatMessage>('/meetups/', request),
    onSuccess: () => refreshMeetups(queryClient),
  });
}

/** Accept, decline or cancel: the card changes in the chat through the socket's `message.updated`. */
export function useAnswerMeetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetupId, action }: { meetupId: string; action: 'accept' | 'decline' | 'cancel' }) =>
      api.post<ChatMessage>(`/meetups/${meetupId}/${action}/`),
    onSuccess: () => refreshMeetups(queryClient),
  });
}
