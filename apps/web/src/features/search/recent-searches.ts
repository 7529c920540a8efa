import { useCallback, useState } from 'react';
import { localSettings } from '../../shared/storage/local-settings.ts';

/** How many searches the device remembers. */
export const recentSearchesKept = 5;

/** The list with `query` first: a search made again moves up instead of showing twice. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const folded = query.toLocaleLowerCase();
  return [query, ...recent.filter((earlier) => earlier.toLocaleLowerCase() !== folded)].slice(0, recentSearchesKept);
}

/** What the device holds, or nothing when it holds something else than a list of texts. */
export function readRecentSearches(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string').slice(0, recentSearchesKept) : [];
  } catch {
    return [];
  }
}

/** The member's recent searches, kept on this device only (never sent to the server). */
export function useRecentSearches() {
  const [recent, setRecent] = useState(() => readRecentSearches(localSettings.get('recentSearches')));
  const remember = useCallback((query: string) => {
    // Written at once, not in a state update: opening a result may unmount the search before it renders again.
    const next = withRecentSearch(readRecentSearches(localSettings.get('recentSearches')), query);
    localSettings.set('recentSearches', JSON.stringify(next));
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    localSettings.remove('recentSearches');
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
