import type {
  CommunitiesQuery,
  Community,
  CommunityCrossingsQuery,
  CommunityUsersQuery,
} from '@here-and-there/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client.ts';
import { hasStatus } from '../../shared/api/api-error.ts';

// Apart from the communities' hooks, so a community's link can ask for it at navigation without them.

export const communityKeys = {
  all: ['communities'] as const,
  lists: () => [...communityKeys.all, 'list'] as const,
  list: (query: CommunitiesQuery) => [...communityKeys.lists(), query] as const,
  detail: (communityId: string) => [...communityKeys.all, 'detail', communityId] as const,
  /** Everything that hangs off one community: its members, requests, channels, links, crossings. */
  within: (communityId: string) => [...communityKeys.all, 'within', communityId] as const,
  users: (communityId: string, query: CommunityUsersQuery) =>
    [...communityKeys.within(communityId), 'users', query] as const,
  channels: (communityId: string) => [...communityKeys.within(communityId), 'channels'] as const,
  channel: (communityId: string, channelId: string) =>
    [...communityKeys.within(communityId), 'channel', channelId] as const,
  links: (communityId: string) => [...communityKeys.within(communityId), 'links'] as const,
  crossings: (communityId: string, query: CommunityCrossingsQuery) =>
    [...communityKeys.within(communityId), 'crossings', query] as const,
  invitation: (token: string) => [...communityKeys.all, 'invitation', token] as const,
  memberSearch: (text: string) => [...communityKeys.all, 'member-search', text] as const,
};

/** A gone thing stays gone: retrying a 404 or an expired link (410) cannot bring it back. */
export const retryUnlessGone = (failureCount: number, error: unknown) =>
  failureCount < 3 && !hasStatus(error, 400, 401, 403, 404, 410);

/**
 * `GET /communities/{id}/`: what the caller (or a visitor) may see of it. Also the server's
 * drawing of the page for visitors asks for it (server/render-page.tsx).
 */
export const communityQueryOptions = (communityId: string) =>
  queryOptions({
    queryKey: communityKeys.detail(communityId),
    queryFn: ({ signal }) => api.get<Community>(`/communities/${communityId}/`, { signal }),
    retry: retryUnlessGone,
  });
