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

/** When the page can spare a moment: an idle callback (or, without one, a short timer). */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: timeoutMs });
  } else {
    setTimeout(task, 200);
  }
}

/** How long after a page appears its parts that wait for first use may be fetched anyway. */
export const PRELOAD_AFTER_MS = 5000;

/**
 * Asks for `loader`'s module `afterMs` after now, once the browser is also idle: code the page
 * does not need for its first paint but should not make its first use wait. Returns a cancel.
 */
export function preloadWhenIdle(
  loader: ModuleLoader<unknown>,
  afterMs = PRELOAD_AFTER_MS,
): () => void {
  const timer = setTimeout(
    () => whenIdle(() => void loader().catch(() => undefined), 10_000),
    afterMs,
  );
  return () => clearTimeout(timer);
}
