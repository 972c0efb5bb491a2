/** Where a progress bar writes: a terminal redraws one line, a log gets a line per tenth. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

const WIDTH = 30;

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)}s`;

/**
 * A seed's progress, `[#########-----] 62% 1,240,000 of 2,000,000 posts, 5m 10s, ~3m left`:
 * on a terminal one line drawn again at each step, elsewhere (CI, a file) one line per tenth so
 * that a log stays short. `now` is for tests.
 */
export function progressBar(
  noun: string,
  stream: ProgressStream = process.stderr,
  now: () => number = () => performance.now(),
): (done: number, total: number) => void {
  const started = now();
  let tenthShown = -1;
  return (done, total) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    const elapsed = now() - started;
    const filled = Math.round(fraction * WIDTH);
    const left =
      fraction > 0 && fraction < 1
        ? `, ~${seconds((elapsed * (1 - fraction)) / fraction)} left`
        : '';
    const line =
      `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.floor(fraction * 100)}% ` +
      `${done.toLocaleString('en')} of ${total.toLocaleString('en')} ${noun}, ${seconds(elapsed)}${left}`;
    if (stream.isTTY) {
      stream.write(`\r${line}${fraction >= 1 ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth === tenthShown) return;
    tenthShown = tenth;
    stream.write(`${line}\n`);
  };
}

/** The most memory this process has held so far (its peak resident set), in MB. */
export function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
