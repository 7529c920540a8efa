import {
  type BulkInviteResponse,
  type Contact,
  type ContactsPage,
  type CreateContactRequest,
  limits,
  type UpdateContactRequest,
} from '@here-and-there/contracts';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../shared/api/api-client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { nextPageOffset } from '../../shared/api/next-page-offset.ts';
import { translateMessage } from '../../shared/i18n/translate-message.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useNotify } from '../../shared/ui/use-notify.ts';
import { type ContactFilters, contactKeys, listPath } from './contact-keys.ts';

// The keys and the list path live apart, so screens that need only them leave the rest here.
export { type ContactFilters, contactKeys, listPath } from './contact-keys.ts';

/** The member's contacts, `limits.contactsPage` at a time, by first name. */
export const useContactList = ({ search, locationId }: ContactFilters) =>
  useInfiniteQuery({
    queryKey: contactKeys.list({ search, locationId }),
    queryFn: ({ pageParam, signal }) =>
      api.get<ContactsPage>(
        listPath({ limit: limits.contactsPage, offset: pageParam, search: search.trim(), location: locationId }),
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A new search keeps the last list on screen until its answer arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const contactQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: contactKeys.detail(contactId),
    queryFn: ({ signal }) => api.get<Contact>(`/contacts/${contactId}/`, { signal }),
  });

export const useContact = (contactId: string | null) =>
  useQuery({ ...contactQueryOptions(contactId ?? ''), enabled: !!contactId });

/** The swipe deck: contacts who could be invited by text (a phone, not a member, not invited yet). */
export const useInvitableContacts = () =>
  useQuery({
    queryKey: contactKeys.invitable(),
    queryFn: ({ signal }) =>
      api.get<ContactsPage>(listPath({ limit: limits.contactsSwipe, invitable: 'true' }), { signal }),
  });

/** Snackbars of SPEC §8: "changes saved", or the server's reason ("No phone number"), else the generic one. */
function useContactNotices() {
  const notify = useNotify();
  const { t } = useTranslation();
  return useMemo(
    () => ({
      saved: () => notify.success(t('errors.changesSaved')),
      failed: (error: unknown) =>
        notify.error(error instanceof ApiError ? translateMessage(t, error.message) : undefined),
    }),
    [notify, t],
  );
}

export interface SaveContactRequest {
  /** Absent for a new contact. */
  contactId?: string;
  fields: CreateContactRequest | UpdateContactRequest;
  /** A new picture goes up with the fields as the multipart file `image`. */
  image?: File;
}

/** Multipart text fields read as JSON would carry them: `null` stands for none (see the API's `readBodyWithFile`). */
function toFormData(fields: SaveContactRequest['fields'], image: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value === null ? 'null' : String(value));
  }
  body.append('image', image);
  return body;
}

/**
 * `POST /contacts/` or `PUT /contacts/{id}/`; failures are the form's to show under its fields.
 * The saved contact replaces the cached one and the lists load again.
 */
export function useSaveContact() {
  const queryClient = useQueryClient();
  const notices = useContactNotices();
  return useMutation({
    mutationFn: ({ contactId, fields, image }: SaveContactRequest) => {
      const body = image ? toFormData(fields, image) : fields;
      return contactId ? api.put<Contact>(`/contacts/${contactId}/`, body) : api.post<Contact>('/contacts/', body);
    },
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      notices.saved();
      return queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  const notices = useContactNotices();
  return useMutation({
    mutationFn: (contactId: string) => api.delete<void>(`/contacts/${contactId}/`),
    onSuccess: (_nothing, contactId) => {
      notices.saved();
      // The dialog that showed it is still open until this settles: it must not ask for it again.
      void queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId), refetchType: 'none' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: contactKeys.invitable() }),
      ]);
    },
    onError: notices.failed,
  });
}

/** Texts the contact an invitation link carrying their `invitation_uuid` (SPEC §9). */
export function useInviteBySms() {
  const queryClient = useQueryClient();
  const notices = useContactNotices();
  return useMutation({
    mutationFn: (contactId: string) => api.post<Contact>(`/contacts/${contactId}/invite-sms/`),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      // Invited now, so no longer one to invite; the deck of thousands is not fetched again for it.
      queryClient.setQueryData<ContactsPage>(
        contactKeys.invitable(),
        (deck) =>
          deck && {
            ...deck,
            count: deck.count - 1,
            results: deck.results.filter((item) => item.id !== contact.id),
          },
      );
      notices.saved();
      return queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    },
    onError: notices.failed,
  });
}

/** Texts an invitation to each contact; the answer says, for each, whether it went. */
export function useBulkInvite() {
  const queryClient = useQueryClient();
  const notices = useContactNotices();
  const notify = useNotify();
  const { t } = useTranslation('contacts');
  return useMutation({
    mutationFn: (contactIds: string[]) =>
      api.post<BulkInviteResponse>('/contacts/bulk-invite/', { contacts: contactIds }),
    onSuccess: ({ results }) => {
      const unsent = results.filter((result) => !result.sent).length;
      if (unsent) notify.error(t('invite.someUnsent', { unsent, total: results.length }));
      else notices.saved();
      return queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
    onError: notices.failed,
  });
}
