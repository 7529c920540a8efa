import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionLook } from './drawn-look.ts';

/** The element of a drawn page that carries the data its screen was drawn with. */
const drawnDataId = 'drawn-data';

/** Each answered query of the drawing: its key and its data. */
type DrawnData = [QueryKey, unknown][];

/**
 * The data a screen was drawn with, as a data block to send after its markup (`server/render-page.tsx`).
 * The app takes the drawing over with this same data (`takeDrawnData`): data asked for again
 * could have changed in between (a connection's new trip), and markup that no longer matches its
 * data cannot be taken over. Not a script the page runs, so its content security policy allows it;
 * `<` is escaped so that no text a member wrote can close the element.
 */
export function drawnDataBlock(queryClient: QueryClient, token: string | null) {
  const answered: DrawnData = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => [query.queryKey, query.state.data]);
  const json = JSON.stringify(answered).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${drawnDataId}" data-session="${sessionLook(token)}">${json}</script>`;
}

/**
 * Puts the data the page's screen was drawn with into the app's cache, as fresh as the page: the
 * first screen then asks for none of it again. Nothing when the page came without a drawing, or
 * with one drawn for another session than the device's `token`.
 */
export function takeDrawnData(queryClient: QueryClient, token: string | null) {
  const block = document.getElementById(drawnDataId);
  if (!block) return;
  block.remove();
  if (block.dataset.session !== sessionLook(token) || !block.textContent) return;
  // Set now, so as fresh as the page, which has just arrived: the server's clock may differ.
  for (const [queryKey, data] of JSON.parse(block.textContent) as DrawnData) queryClient.setQueryData(queryKey, data);
}
