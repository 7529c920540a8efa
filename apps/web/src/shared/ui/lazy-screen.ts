import { type ComponentType, createElement, type ReactElement, use } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/resources.ts';
import { type TrackedPromise, trackPromise, usable } from '../tracked-promise.ts';

export type LazyScreen<Props extends object> = ((props: Props) => ReactElement) & {
  /** Starts the download now (at navigation, before React reaches the screen); the render reuses it. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A screen's code and its words download together, so it never renders with missing text. Unlike
 * `React.lazy`, a screen whose download has finished (it was preloaded) renders in the same pass,
 * without showing its fallback for a tick or committing the page twice.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  ...namespaces: Namespace[]
): LazyScreen<Props> {
  let pending: TrackedPromise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= trackPromise(
      Promise.all([load(), loadNamespaces(...namespaces)]).then(([module]) => module.default),
      // A failed download may succeed on the next attempt.
      () => {
        pending = undefined;
      },
    );
    return pending;
  };
  const Screen = (props: Props) => createElement(use(usable(preload())), props);
  return Object.assign(Screen, { preload });
}
