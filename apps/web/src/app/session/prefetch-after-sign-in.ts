import type { Me } from '@here-and-there/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { communitiesQueryOptions } from '../../features/communities/communities.queries.ts';
import { chatsQueryOptions } from '../../features/messaging/messaging-keys.ts';
import { notificationsQueryOptions } from '../../features/notifications/notifications.queries.ts';
import { crossingsQueryOptions } from '../../features/trips/crossings.query.ts';
import { tripsQueryOptions } from '../../features/trips/trips.queries.ts';

/**
 * SPEC §2 "After login the app prefetches": the member's communities (up to 5000), their own
 * trips, their active chats (up to 5000), the people they will meet (the dashboard's people, up to
 * 500: SPEC's "users (500)") and the first 20 notifications, each under the key its screen reads,
 * so those screens open with their lists in hand.
 */
export const prefetchAfterSignIn = (queryClient: QueryClient, me: Me) =>
  Promise.allSettled([
    queryClient.prefetchQuery(communitiesQueryOptions({ mine: 'true' })),
    queryClient.prefetchQuery(tripsQueryOptions({ user: me.id })),
    queryClient.prefetchQuery(chatsQueryOptions(false)),
    queryClient.prefetchQuery(crossingsQueryOptions({})),
    queryClient.prefetchInfiniteQuery(notificationsQueryOptions),
  ]);
