import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DialogName, isDialogName } from './dialog-registry.ts';

export const dialogParam = 'dialog';

/** `?dialog=search,native-app` opens both, the last one on top. */
export const parseDialogs = (value: string | null): DialogName[] =>
  [...new Set((value ?? '').split(',').map((name) => name.trim()))].filter(isDialogName);

export function useDialogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openDialogs = useMemo(() => parseDialogs(searchParams.get(dialogParam)), [searchParams]);

  const write = useCallback(
    (update: (current: DialogName[]) => DialogName[], replace: boolean) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const dialogs = update(parseDialogs(previous.get(dialogParam)));
          if (dialogs.length) next.set(dialogParam, dialogs.join(','));
          else next.delete(dialogParam);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const openDialog = useCallback(
    (name: DialogName, options: { replace?: boolean } = {}) =>
      write((current) => [...current.filter((open) => open !== name), name], options.replace ?? false),
    [write],
  );
  const closeDialog = useCallback(
    (name: DialogName) => write((current) => current.filter((open) => open !== name), true),
    [write],
  );

  return { openDialogs, openDialog, closeDialog };
}
