import { type ContactsPage, type ImportResult, limits } from '@here-and-there/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactCard } from '../../../platform/index.ts';
import { api } from '../../../shared/api/api-client.ts';
import { contactKeys, listPath } from '../contacts.queries.ts';
import { prepareImportRun, runResult } from './import-run.ts';

export interface ImportRequest {
  cards: ContactCard[];
  /**
   * Whether contacts without an address-book id are first checked against the member's own, so an
   * import from a browser's picker or a file does not add them twice.
   */
  isMatchingExisting: boolean;
}

/** Sends one run; the member's contacts are fetched first when they are needed to match against. */
export async function importContacts({ cards, isMatchingExisting }: ImportRequest): Promise<ImportResult> {
  const existing = isMatchingExisting
    ? (await api.get<ContactsPage>(listPath({ limit: limits.contactListFetch }))).results
    : [];
  const run = prepareImportRun(cards, existing);
  const result = run.contacts.length ? await api.post<ImportResult>('/contacts/bulk_create/', run.contacts) : null;
  return runResult(run, result);
}

/**
 * One import run (SPEC §9): every contact goes to `POST /contacts/bulk_create/` in one request (the
 * server batches them) and the answer says what became of them.
 */
export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importContacts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
