/**
 * A dynamic import asked for once and remembered: every caller shares one download, and once
 * it has arrived the module is at hand synchronously (`loaded()`), so a page whose code came
 * early (preloaded at boot or on the login screen) renders at once instead of suspending.
 */
export interface ModuleLoader<Module> {
  (): Promise<Module>;
  /** The module once its download has finished; undefined before (or after a failure). */
  loaded: () => Module | undefined;
}

export function moduleLoader<Module>(load: () => Promise<Module>): ModuleLoader<Module> {
  let pending: Promise<Module> | null = null;
  let module: Module | undefined;
  const loader = () => {
    pending ??= load().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        // A failed download may be asked for again (a retry after a network blip).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  loader.loaded = () => module;
  return loader;
}

/**
 * Asks for `loader`'s module `afterMs` after now, once the browser is also idle: code the page
 * does not need for its first paint but should not make its first use wait. Returns a cancel.
 */
export function preloadWhenIdle(loader: ModuleLoader<unknown>, afterMs: number): () => void {
  const load = () => void loader().catch(() => undefined);
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(load, { timeout: 10_000 });
    } else {
      load();
    }
  }, afterMs);
  return () => clearTimeout(timer);
}
