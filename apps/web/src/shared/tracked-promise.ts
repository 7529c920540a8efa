import type { Usable } from 'react';

/**
 * A promise React can read without suspending once it has settled: `use` looks at these fields
 * first, so something already downloaded renders in the same pass instead of a tick later.
 */
export type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** `promise`, marked fulfilled with its value the moment it resolves; `onFailure` runs if it rejects. */
export function trackPromise<T>(promise: Promise<T>, onFailure: () => void): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
      return value;
    },
    (error: unknown) => {
      onFailure();
      throw error;
    },
  );
  return tracked;
}

// React's type has a promise either tracked or not; this one becomes tracked as it settles.
export const usable = <T>(promise: TrackedPromise<T>) => promise as Usable<T>;
