import {
  type Channel,
  type ChannelList,
  type CommunitiesPage,
  type CommunitiesQuery,
  type Community,
  type CommunityCrossingsQuery,
  type CommunityInvitation,
  type CommunityInvitationLink,
  type CommunityUsersPage,
  type CommunityUsersQuery,
  type CreateChannelRequest,
  type CreateInvitationLinkRequest,
  type CrossingsPage,
  limits,
  type UpdateChannelRequest,
  type User,
} from '@here-and-there/contracts';
import {
  hashKey,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, apiRequest, pathWithQuery } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { isMemberId } from '../users/profile-link.ts';
import type { CommunityFields } from './community-form-values.ts';
import { communityKeys, communityQueryOptions, retryUnlessGone } from './community-keys.ts';

export { communityKeys } from './community-keys.ts';

const base = (communityId: string) => `/communities/${communityId}`;

export const useCommunity = (communityId: string) =>
  useQuery({ ...communityQueryOptions(communityId), enabled: isMemberId(communityId) });

/** `GET /communities/`: the caller's own with `mine`, or every community they may find, by name or handle. */
export const communitiesQueryOptions = (query: CommunitiesQuery) =>
  queryOptions({
    queryKey: communityKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<CommunitiesPage>(pathWithQuery('/communities/', { limit: limits.communities, ...query }), { signal }),
  });

export const useCommunities = (query: CommunitiesQuery) => useQuery(communitiesQueryOptions(query));

/** `GET …/users/`: active members by default; admins also ask for the invited and those asking to join. */
export const useCommunityUsers = (communityId: string, query: CommunityUsersQuery, { enabled = true } = {}) =>
  useQuery({
    queryKey: communityKeys.users(communityId, query),
    queryFn: ({ signal }) =>
      api.get<CommunityUsersPage>(pathWithQuery(`${base(communityId)}/users/`, query), { signal }),
    enabled,
  });

export const useChannels = (communityId: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: communityKeys.channels(communityId),
    queryFn: ({ signal }) => api.get<ChannelList>(`${base(communityId)}/community-channels/`, { signal }),
    enabled,
  });

export const useChannel = (communityId: string, channelId: string | null) =>
  useQuery({
    queryKey: communityKeys.channel(communityId, channelId ?? ''),
    queryFn: ({ signal }) => api.get<Channel>(`${base(communityId)}/community-channels/${channelId}/`, { signal }),
    enabled: isMemberId(communityId) && isMemberId(channelId),
    retry: retryUnlessGone,
  });

export const useInvitationLinks = (communityId: string, { enabled = true } = {}) =>
  useQuery({
    queryKey: communityKeys.links(communityId),
    queryFn: ({ signal }) =>
      api.get<{ results: CommunityInvitationLink[] }>(`${base(communityId)}/invitation-links/`, { signal }),
    enabled,
  });

/**
 * `GET …/crossings/`: co-members who will be where the caller is, or in a place and period asked
 * for: the first `shown` of them, `communityLimits.crossingsPage` more at each "Show more". (One
 * list asked for again rather than pages: an infinite query's code would tip the page's first
 * download over its budget.) The list shown stays until the longer one arrives.
 */
export function useCommunityCrossings(communityId: string, query: CommunityCrossingsQuery, shown: number) {
  const list = communityKeys.crossings(communityId, query);
  return useQuery({
    queryKey: [...list, shown],
    queryFn: ({ signal }) =>
      api.get<CrossingsPage>(pathWithQuery(`${base(communityId)}/crossings/`, { ...query, limit: shown }), {
        signal,
      }),
    // Only a longer list of the same place and period: another filter's people are never shown as this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === hashKey(list) ? previous : undefined,
  });
}

/** `GET /community-invitations/{token}/`: anyone holding the link may read it, signed in or not. */
export const useCommunityInvitation = (token: string) =>
  useQuery({
    queryKey: communityKeys.invitation(token),
    queryFn: ({ signal }) =>
      // Signed in, the answer also says where the member stands in the community.
      api.get<CommunityInvitation>(`/community-invitations/${encodeURIComponent(token)}/`, { signal }),
    enabled: token.length > 0,
    retry: retryUnlessGone,
  });

/** `GET /search/users/?q=`: members the caller may find, 6 at a time for the pickers (SPEC §9). */
export const useMemberSearch = (text: string) =>
  useQuery({
    queryKey: communityKeys.memberSearch(text),
    queryFn: ({ signal }) =>
      api.get<{ results: User[] }>(pathWithQuery('/search/users/', { q: text, limit: limits.memberPicker }), {
        signal,
      }),
    enabled: text.trim().length > 0,
  });

/** Snackbars of SPEC §8 for actions that are not forms: why the server refused, or the generic failure. */
export function useCommunityNotices() {
  const notify = useNotify();
  const { t } = useTranslation();
  return {
    saved: () => notify.success(t('errors.changesSaved')),
    failed: (error: unknown) =>
      notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined),
  };
}

/** Every cached copy of a community: its detail and each list that holds it. */
function patchCommunityEverywhere(
  queryClient: QueryClient,
  communityId: string,
  patch: (community: Community) => Community | null,
) {
  queryClient.setQueryData<Community>(communityKeys.detail(communityId), (community) =>
    community ? (patch(community) ?? undefined) : community,
  );
  queryClient.setQueriesData<CommunitiesPage>({ queryKey: communityKeys.lists() }, (page) => {
    if (!page) return page;
    const results = page.results.flatMap((community) => {
      if (community.id !== communityId) return [community];
      const patched = patch(community);
      return patched ? [patched] : [];
    });
    return { ...page, results, count: page.count - (page.results.length - results.length) };
  });
}

type Snapshot = [QueryKey, unknown][];

/** What the caches held before an optimistic change, to put back if the server refuses it (SPEC §4). */
async function snapshotCommunity(queryClient: QueryClient, communityId: string): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: communityKeys.detail(communityId) });
  await queryClient.cancelQueries({ queryKey: communityKeys.lists() });
  return [
    ...queryClient.getQueriesData({ queryKey: communityKeys.detail(communityId) }),
    ...queryClient.getQueriesData({ queryKey: communityKeys.lists() }),
  ];
}

const restore = (queryClient: QueryClient, snapshot: Snapshot | undefined) => {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
};

/** After a membership or a community changes: the server's word replaces the guess. */
const refreshCommunity = (queryClient: QueryClient, communityId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.detail(communityId) }),
    queryClient.invalidateQueries({ queryKey: communityKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: communityKeys.within(communityId) }),
  ]);

/** The community form's request: JSON, or multipart when a picture goes up with it. */
export interface SaveCommunityRequest {
  fields: CommunityFields;
  picture?: File | null;
}

const toBody = ({ fields, picture }: SaveCommunityRequest) => {
  if (!picture) return fields;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  body.append('community_picture', picture);
  return body;
};

/** `POST /communities/`: the new community, with its general channel; failures are the form's to show. */
export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCommunityRequest) => api.post<Community>('/communities/', toBody(request)),
    onSuccess: (community) => {
      queryClient.setQueryData(communityKeys.detail(community.id), community);
      return queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}

/**
 * `PUT /communities/{id}/`: shown at once (a picture only once stored), put back if refused
 * (SPEC §4); refusals are the form's to show under its fields.
 */
export function useUpdateCommunity(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveCommunityRequest) => api.put<Community>(`${base(communityId)}/`, toBody(request)),
    onMutate: async ({ fields }) => {
      const snapshot = await snapshotCommunity(queryClient, communityId);
      const { community_picture: _picture, ...shown } = fields;
      patchCommunityEverywhere(queryClient, communityId, (community) => ({ ...community, ...shown }));
      return { snapshot };
    },
    onError: (_error, _request, context) => restore(queryClient, context?.snapshot),
    onSuccess: (community) => {
      patchCommunityEverywhere(queryClient, communityId, () => community);
    },
    onSettled: () => refreshCommunity(queryClient, communityId),
  });
}

/** `DELETE /communities/{id}/`: gone from the lists at once, back if the server refuses. */
export function useDeleteCommunity(communityId: string) {
  const queryClient = useQueryClient();
  const notices = useCommunityNotices();
  return useMutation({
    mutationFn: () => api.delete<void>(`${base(communityId)}/`),
    onMutate: async () => {
      const snapshot = await snapshotCommunity(queryClient, communityId);
      queryClient.setQueriesData<CommunitiesPage>({ queryKey: communityKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              results: page.results.filter((community) => community.id !== communityId),
              count: page.count - (page.results.some((community) => community.id === communityId) ? 1 : 0),
            }
          : page,
      );
      return { snapshot };
    },
    onError: (error, _nothing, context) => {
      restore(queryClient, context?.snapshot);
      notices.failed(error);
    },
    onSuccess: () => {
      notices.saved();
      queryClient.removeQueries({ queryKey: communityKeys.within(communityId) });
      // The screen that showed it leaves once this settles: it must not ask for it again.
      void queryClient.invalidateQueries({ queryKey: communityKeys.detail(communityId), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
    },
  });
}

/**
 * `POST …/join/`: a public community admits at once and counts one more; a private one shows the
 * request as pending (SPEC §4). Shown at once, put back if refused.
 */
export function useJoinCommunity(communityId: string) {
  const queryClient = useQueryClient();
  const notices = useCommunityNotices();
  return useMutation({
    mutationFn: () => api.post<Community>(`${base(communityId)}/join/`),
    onMutate: async () => {
      const snapshot = await snapshotCommunity(queryClient, communityId);
      patchCommunityEverywhere(queryClient, communityId, (community) => joined(community));
      return { snapshot };
    },
    onError: (error, _nothing, context) => {
      restore(queryClient, context?.snapshot);
      notices.failed(error);
    },
    onSettled: () => refreshCommunity(queryClient, communityId),
  });
}

/** The community as the caller will find it once their request to join is in (or their invitation taken up). */
export function joined(community: Community): Community {
  const isInvited = community.membership?.status === 'invited';
  const status = community.private && !isInvited ? 'pending_acceptance' : 'active';
  const isActive = status === 'active';
  return {
    ...community,
    is_member: isActive,
    users_count: community.users_count + (isActive ? 1 : 0),
    membership: { id: community.membership?.id ?? '', type: 'member', status, is_owner: false },
    abilities: { ...community.abilities, join: false, leave: true },
  };
}

/** The community as the caller will find it once they have left it (or withdrawn their request). */
export function left(community: Community): Community {
  const wasActive = community.membership?.status === 'active';
  return {
    ...community,
    is_member: false,
    users_count: Math.max(0, community.users_count - (wasActive ? 1 : 0)),
    membership: null,
    abilities: { ...community.abilities, join: true, leave: false },
  };
}

/** `POST …/leave/`: shown at once, put back if refused (the owner must hand the community on first). */
export function useLeaveCommunity(communityId: string) {
  const queryClient = useQueryClient();
  const notices = useCommunityNotices();
  return useMutation({
    mutationFn: () => api.post<void>(`${base(communityId)}/leave/`),
    onMutate: async () => {
      const snapshot = await snapshotCommunity(queryClient, communityId);
      patchCommunityEverywhere(queryClient, communityId, (community) => left(community));
      return { snapshot };
    },
    onError: (error, _nothing, context) => {
      restore(queryClient, context?.snapshot);
      notices.failed(error);
    },
    onSettled: () => refreshCommunity(queryClient, communityId),
  });
}

/**
 * An admin's action on the community's people or channels (approve, reject, promote, demote,
 * remove, invite, channel requests): the answer refreshes the community and everything under it.
 */
function useCommunityAction<Variables, Result = unknown>(
  communityId: string,
  send: (variables: Variables) => Promise<Result>,
  { notifySuccess = true } = {},
) {
  const queryClient = useQueryClient();
  const notices = useCommunityNotices();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      if (notifySuccess) notices.saved();
      return refreshCommunity(queryClient, communityId);
    },
    onError: notices.failed,
  });
}

const post = (path: string, body?: unknown) => api.post<unknown>(path, body);

export const useApproveRequest = (communityId: string) =>
  useCommunityAction(communityId, (membership: string) =>
    post(`${base(communityId)}/approve-community-join-request/`, { membership }),
  );
export const useRejectRequest = (communityId: string) =>
  useCommunityAction(communityId, (membership: string) =>
    post(`${base(communityId)}/reject-community-join-request/`, { membership }),
  );
export const usePromote = (communityId: string) =>
  useCommunityAction(communityId, (user: string) => post(`${base(communityId)}/promote-to-admin/`, { user }));
export const useDemote = (communityId: string) =>
  useCommunityAction(communityId, (user: string) => post(`${base(communityId)}/demote-from-admin/`, { user }));
/** `DELETE …/invite/`: removes a member, or withdraws an invitation. */
export const useRemoveMember = (communityId: string) =>
  useCommunityAction(communityId, (userId: string) =>
    apiRequest<void>(`${base(communityId)}/invite/`, { method: 'DELETE', body: { user_id: userId } }),
  );
/** `POST …/invite/`: at least one member; those already in are left as they are. Failures are the dialog's. */
export function useInviteMembers(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => post(`${base(communityId)}/invite/`, { user_id: userIds }),
    onSuccess: () => refreshCommunity(queryClient, communityId),
  });
}

export const useCreateInvitationLink = (communityId: string) =>
  useCommunityAction(
    communityId,
    (request: CreateInvitationLinkRequest) =>
      api.post<CommunityInvitationLink>(`${base(communityId)}/invitation-links/`, request),
    { notifySuccess: false },
  );

export const useRevokeInvitationLink = (communityId: string) =>
  useCommunityAction(communityId, (linkId: string) =>
    api.delete<void>(`${base(communityId)}/invitation-links/${linkId}/`),
  );

/** `POST /community-invitations/{token}/accept/`: the signed-in member takes the link up and joins (or asks to). */
export function useAcceptCommunityInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`/community-invitations/${encodeURIComponent(token)}/accept/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** `POST …/create-channel/` or `…/community-channels/{id}/`: failures are the form's to show. */
export function useSaveChannel(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, fields }: { channelId?: string; fields: CreateChannelRequest | UpdateChannelRequest }) =>
      channelId
        ? api.post<Channel>(`${base(communityId)}/community-channels/${channelId}/`, fields)
        : api.post<Channel>(`${base(communityId)}/create-channel/`, fields),
    onSuccess: (channel) => {
      queryClient.setQueryData(communityKeys.channel(communityId, channel.id), channel);
      return refreshCommunity(queryClient, communityId);
    },
  });
}

export const useDeleteChannel = (communityId: string) =>
  useCommunityAction(communityId, (channelId: string) =>
    post(`${base(communityId)}/delete-channel/`, { id: channelId }),
  );

/** Joining a public channel, asking to join a private one (the same call), leaving. */
export const useJoinChannel = (communityId: string) =>
  useCommunityAction(
    communityId,
    (channelId: string) => post(`${base(communityId)}/join-channel/`, { uuid: channelId }),
    { notifySuccess: false },
  );
export const useLeaveChannel = (communityId: string) =>
  useCommunityAction(
    communityId,
    (channelId: string) => post(`${base(communityId)}/leave-channel/`, { uuid: channelId }),
    { notifySuccess: false },
  );
export const useAcceptInChannel = (communityId: string) =>
  useCommunityAction(communityId, (channelMembership: string) =>
    post(`${base(communityId)}/accept-in-private-channel/`, { channel_membership: channelMembership }),
  );
export const useRejectFromChannel = (communityId: string) =>
  useCommunityAction(communityId, (channelMembership: string) =>
    post(`${base(communityId)}/reject-from-private-channel/`, { channel_membership: channelMembership }),
  );
export const useRemoveFromChannel = (communityId: string) =>
  useCommunityAction(communityId, (channelMembership: string) =>
    post(`${base(communityId)}/remove-from-channel/`, { channel_membership: channelMembership }),
  );
/** `POST …/add-to-channel/` for each member chosen; failures are the dialog's. */
export function useAddToChannel(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ channelId, userIds }: { channelId: string; userIds: string[] }) => {
      for (const user of userIds) await post(`${base(communityId)}/add-to-channel/`, { user, channel: channelId });
    },
    onSuccess: () => refreshCommunity(queryClient, communityId),
  });
}

/** `POST /community-channels/{id}/mute/` or `unmute/`: shown at once, put back if refused. */
export function useMuteChannel(communityId: string, channelId: string) {
  const queryClient = useQueryClient();
  const notices = useCommunityNotices();
  const key = communityKeys.channel(communityId, channelId);
  return useMutation({
    mutationFn: (muted: boolean) => post(`/community-channels/${channelId}/${muted ? 'mute' : 'unmute'}/`),
    onMutate: async (muted) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Channel>(key);
      if (previous) queryClient.setQueryData<Channel>(key, { ...previous, muted });
      return { previous };
    },
    onError: (error, _muted, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notices.failed(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
