import { createElement, lazy, type ComponentType } from 'react';
import type { ModuleLoader } from './module-loader';

/**
 * A page in its own chunk (route-level code splitting). While the chunk is downloading the page
 * suspends (its RouteBoundary shows a spinner); once it is here — however it came: preloaded at
 * boot, on the login screen, or by an earlier visit — the page renders directly. That matters
 * for speed, not only tidiness: React 19 keeps a revealed Suspense boundary's fallback on screen
 * for at least 300 ms (its FALLBACK_THROTTLE_MS), so suspending even for a module already in
 * memory would hold the page back by that much.
 */
export function lazyPage<Module>(
  load: ModuleLoader<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function LazyPage() {
    const module = load.loaded();
    return createElement(module ? pick(module) : Lazy);
  }
  return LazyPage;
}
