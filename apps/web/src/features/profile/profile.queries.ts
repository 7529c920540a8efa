import type { CreateUserRequest, Me, UpdateUserRequest, User } from '@here-and-there/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../shared/api/api-client.ts';
import { authKeys, rememberOnboarded } from '../auth/auth.queries.ts';
import { crossingKeys } from '../trips/trips.queries.ts';
import { userKeys } from '../users/user-keys.ts';

export const profileKeys = {
  all: ['profile'] as const,
  member: (userId: string) => [...profileKeys.all, 'member', userId] as const,
};

/** Another member's profile as the signed-in admin or staff member may edit it. */
export const memberQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => api.get<User>(`/users/${userId}/`, { signal }),
  });

export const useMemberToEdit = (userId: string, isEnabled: boolean) =>
  useQuery({ ...memberQueryOptions(userId), enabled: isEnabled });

/** The server's answer replaces the member wherever the app shows them. */
function useStoreMember() {
  const queryClient = useQueryClient();
  return useCallback(
    (member: Me) => {
      if (queryClient.getQueryData<Me>(authKeys.me())?.id === member.id) {
        queryClient.setQueryData(authKeys.me(), rememberOnboarded(member));
      }
      queryClient.setQueryData(profileKeys.member(member.id), member);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      return member;
    },
    [queryClient],
  );
}

/** `PUT /users/{id}/` with only the fields that changed. */
export const useUpdateMember = (userId: string) => {
  const storeMember = useStoreMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUserRequest) => api.put<Me>(`/users/${userId}/`, request),
    onSuccess: (member, request) => {
      storeMember(member);
      // The home city is where crossings begin: moving it changes whom the member meets.
      if (request.base_location !== undefined) void queryClient.invalidateQueries({ queryKey: crossingKeys.all });
    },
  });
};

/** A new profile picture goes up as the multipart file `profile_picture`. */
export const useUploadPicture = (userId: string) => {
  const storeMember = useStoreMember();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('profile_picture', file);
      return api.put<Me>(`/users/${userId}/`, body);
    },
    onSuccess: storeMember,
  });
};

/** `POST /users/` (admin and staff): the new member, who sets a password through the reset link. */
export const useCreateMember = () =>
  useMutation({ mutationFn: (request: CreateUserRequest) => api.post<Me>('/users/', request) });
