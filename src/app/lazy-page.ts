import { lazy, type ComponentType } from 'react';

/** A page in its own chunk: downloaded when first shown (route-level code splitting). */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}
