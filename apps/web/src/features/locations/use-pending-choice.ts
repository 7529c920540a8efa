import { type FormEvent, useRef } from 'react';

/**
 * A form with a place field: the click on its submit button may be what left the field, whose
 * choice is then still on its way. `pendingChoice` goes to the field; `submitAfterChoice` makes
 * the form's submit handler wait for that choice before saving, so the place is not found empty.
 */
export function usePendingChoice() {
  const pendingChoice = useRef<Promise<void>>(null);
  const submitAfterChoice = (save: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    await pendingChoice.current;
    await save();
  };
  return { pendingChoice, submitAfterChoice };
}
