import { createElement, lazy, type ComponentType } from 'react';
import type { ModuleLoader } from './module-loader';

/**
 * A component in its own chunk: a page (route-level code splitting), or a part of one that is
 * not needed for its first paint (the command palette, the feed's profile panel). While the
 * chunk is downloading it suspends (a page's RouteBoundary shows a spinner); once it is here —
 * however it came: preloaded at boot, on the login screen, or by an earlier use — it renders
 * directly. That matters
 * for speed, not only tidiness: React 19 keeps a revealed Suspense boundary's fallback on screen
 * for at least 300 ms (its FALLBACK_THROTTLE_MS), so suspending even for a module already in
 * memory would hold the page back by that much.
 */
export function lazyComponent<Module, Props extends object = object>(
  load: ModuleLoader<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function LazyComponent(props: Props) {
    const module = load.loaded();
    return createElement(module ? pick(module) : Lazy, props);
  }
  return LazyComponent;
}
