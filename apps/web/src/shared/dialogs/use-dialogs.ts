import { use, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DialogName, DialogNames } from './dialogs.ts';

export const dialogParam = 'dialog';

/** `?dialog=search,native-app` opens both, the last one on top. */
const parseDialogs = (value: string | null, isDialogName: (name: string) => name is DialogName): DialogName[] =>
  [...new Set((value ?? '').split(',').map((name) => name.trim()))].filter(isDialogName);

export function useDialogs() {
  const isDialogName = use(DialogNames);
  const [searchParams, setSearchParams] = useSearchParams();
  const openDialogs = useMemo(
    () => parseDialogs(searchParams.get(dialogParam), isDialogName),
    [searchParams, isDialogName],
  );

  const write = useCallback(
    (update: (current: DialogName[]) => DialogName[], replace: boolean, params: Record<string, string | null> = {}) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const dialogs = update(parseDialogs(previous.get(dialogParam), isDialogName));
          if (dialogs.length) next.set(dialogParam, dialogs.join(','));
          else next.delete(dialogParam);
          for (const [name, value] of Object.entries(params)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams, isDialogName],
  );

  /** `params`: what the dialog shows, such as `{contact: id}`, set in the same step. */
  const openDialog = useCallback(
    (name: DialogName, options: { replace?: boolean; params?: Record<string, string> } = {}) =>
      write((current) => [...current.filter((open) => open !== name), name], options.replace ?? false, options.params),
    [write],
  );
  /** `params`: parameters to drop with the dialog. */
  const closeDialog = useCallback(
    (name: DialogName, options: { params?: readonly string[] } = {}) =>
      write(
        (current) => current.filter((open) => open !== name),
        true,
        Object.fromEntries((options.params ?? []).map((param) => [param, null])),
      ),
    [write],
  );

  return { openDialogs, openDialog, closeDialog };
}
