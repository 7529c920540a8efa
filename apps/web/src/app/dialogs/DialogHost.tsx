import { Suspense } from 'react';
import { useDialogs } from '../../shared/dialogs/use-dialogs.ts';
import { dialogRegistry } from './dialog-registry.ts';

/** Renders whatever `?dialog=` names, stacked in the order given. */
export function DialogHost() {
  const { openDialogs, closeDialog } = useDialogs();
  return (
    <>
      {openDialogs.map((name) => {
        const Dialog = dialogRegistry[name];
        return (
          <Suspense key={name} fallback={null}>
            <Dialog open onClose={() => closeDialog(name)} />
          </Suspense>
        );
      })}
    </>
  );
}
