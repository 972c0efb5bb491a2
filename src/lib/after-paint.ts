/**
 * Runs `task` once the browser has painted what is on the page now: an animation frame runs
 * just before the next paint, and a task queued from it runs after that paint. Returns a
 * cancel. (A hidden tab paints nothing, so the task waits until the tab is shown.)
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
