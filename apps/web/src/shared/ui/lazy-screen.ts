import { type ComponentType, lazy } from 'react';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/resources.ts';

/** A screen's code and its words download together, so it never renders with missing text. */
export function lazyScreen<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  ...namespaces: Namespace[]
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return module;
  });
}
