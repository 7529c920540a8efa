import { timings } from '@here-and-there/contracts';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { snackbarQueue } from './snackbar-queue.ts';

function QueueDrain() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () => snackbarQueue.attach(({ message, variant }) => enqueueSnackbar(message, { variant })),
    [enqueueSnackbar],
  );
  return null;
}

/** SPEC §9: snackbars hide after 1200 ms and sit at the bottom centre; a message already showing is not stacked again. */
export default function NotistackHost() {
  return (
    <SnackbarProvider
      autoHideDuration={timings.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      maxSnack={3}
      preventDuplicate
    >
      <QueueDrain />
    </SnackbarProvider>
  );
}
