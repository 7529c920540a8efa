import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import { searchItemAttribute } from './components/SearchResult.tsx';

/**
 * Search's keyboard (SPEC §2 search dialog): the arrow keys move through every result, across the
 * sections, and from the first one back up to the field; Enter on a result opens it, as a link or
 * button does, and Enter in the field opens the first. Focus moves to the rows themselves, so a
 * screen reader reads each as the link or button it is.
 */
export function useArrowKeys(container: RefObject<HTMLElement | null>, field: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: KeyboardEvent) => {
      const rows = [...(container.current?.querySelectorAll<HTMLElement>(`[${searchItemAttribute}]`) ?? [])];
      if (rows.length === 0) return;
      const current = rows.indexOf(document.activeElement as HTMLElement);
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        rows[Math.min(current + 1, rows.length - 1)]?.focus();
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        if (current <= 0) field.current?.focus();
        else rows[current - 1]?.focus();
      } else if (event.key === 'Enter' && event.target === field.current) {
        event.preventDefault();
        rows[0]?.click();
      }
    },
    [container, field],
  );
}
