/**
 * Whether the login form has been painted, for what should wait until it is on screen: the
 * sign-in code and the landing page's code that the login screen preloads (app/boot-preload.ts)
 * share the network with the form's own code, so starting them earlier delays the form
 * (docs/decisions/019, "Third round").
 */
let shown = false;
const waiting = new Set<() => void>();

/** Called by the login form once it has been painted; later calls change nothing. */
export function markLoginFormShown(): void {
  if (shown) return;
  shown = true;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/** Runs `task` once the login form has been painted (at once if it has). Returns a cancel. */
export function whenLoginFormShown(task: () => void): () => void {
  if (shown) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}
