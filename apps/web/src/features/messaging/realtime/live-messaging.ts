import type { QueryClient } from '@tanstack/react-query';

let starting: Promise<void> | undefined;

/**
 * Starts the member's one socket, once per app. Its code (Socket.IO's client and the message log)
 * downloads here, after the screen is up, never in a screen's first download (DESIGN §7).
 */
export function startLiveMessaging(queryClient: QueryClient) {
  starting ??= import('./socket-connection.ts')
    .then(({ connectSocket }) => connectSocket(queryClient))
    .catch(() => {
      // A failed download may succeed on the next screen.
      starting = undefined;
    });
  return starting;
}
