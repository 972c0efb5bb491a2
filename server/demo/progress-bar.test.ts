import { describe, expect, it } from 'vitest';
import { progressBar } from './progress-bar';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  let clock = 0;
  const bar = progressBar(
    'posts',
    { isTTY, write: (text: string) => written.push(text) },
    () => clock,
  );
  return {
    written,
    step(done: number, total: number, at: number) {
      clock = at;
      bar(done, total);
    },
  };
}

describe('progressBar', () => {
  it('writes one line per tenth to a log, with the count, the time and what is left', () => {
    const log = recorder(false);
    for (let done = 10_000; done <= 200_000; done += 10_000) log.step(done, 200_000, done / 10);
    expect(log.written).toHaveLength(11);
    expect(log.written[0]).toBe(
      '[##----------------------------] 5% 10,000 of 200,000 posts, 1s, ~19s left\n',
    );
    expect(log.written.at(-1)).toBe(
      '[##############################] 100% 200,000 of 200,000 posts, 20s\n',
    );
  });

  it('redraws one line on a terminal and ends it when done', () => {
    const terminal = recorder(true);
    terminal.step(1, 2, 1000);
    terminal.step(2, 2, 2000);
    expect(terminal.written).toEqual([
      '\r[###############---------------] 50% 1 of 2 posts, 1s, ~1s left',
      '\r[##############################] 100% 2 of 2 posts, 2s\n',
    ]);
  });
});
