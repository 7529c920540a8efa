import type { Location } from '@here-and-there/contracts';

interface LocationSearchOptions<Place extends Location> {
  debounceMs: number;
  /** The text to search for, once the member pauses typing (empty when the field is emptied). */
  onPause: (text: string) => void;
  /** The places matching a text, best first. */
  search: (text: string) => Promise<Place[]>;
}

/**
 * What the location field does with typing, apart from drawing it: one search per pause
 * (SPEC §5, 500 ms), and leaving the field with text typed but no place chosen chooses the
 * first result, even when the member leaves before the pause has run its search.
 */
export function createLocationSearch<Place extends Location>({
  debounceMs,
  onPause,
  search,
}: LocationSearchOptions<Place>) {
  let text = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    /** The member typed `next`. */
    type(next: string) {
      text = next;
      cancel();
      const trimmed = next.trim();
      if (!trimmed) {
        onPause('');
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        onPause(trimmed);
      }, debounceMs);
    },
    /** The field shows `next` without the member typing it (a chosen place's name): nothing to search. */
    show(next: string) {
      text = next;
      cancel();
    },
    /**
     * The member left the field while `chosen` was the value. Resolves to the place to choose, or
     * `undefined` when nothing changes: a place was already chosen (the field shows it again),
     * nothing was typed, nothing matched, or the member came back and typed on meanwhile.
     */
    async leave(chosen: Location | null): Promise<Place | undefined> {
      const typed = text.trim();
      if (!typed || chosen) return undefined;
      cancel();
      onPause(typed);
      const results = await search(typed);
      if (text.trim() !== typed) return undefined;
      return results[0];
    },
    /** Text is typed that names no place, so the field must say that nothing was chosen. */
    hasUnchosenText: (chosen: Location | null) => !chosen && text.trim() !== '',
    dispose: cancel,
  };
}
