import { describe, expect, it } from 'vitest';
import { failedItems, startBulkRun } from './bulk-run';

/** A request per item that waits until released, counting how many are in flight. */
function heldSite() {
  let inFlight = 0;
  let most = 0;
  const waiting: Array<{ item: number; settle: (error?: Error) => void }> = [];
  const sent: number[] = [];
  const send = (item: number) =>
    new Promise<void>((resolve, reject) => {
      sent.push(item);
      inFlight += 1;
      most = Math.max(most, inFlight);
      waiting.push({
        item,
        settle: (error) => {
          inFlight -= 1;
          if (error) reject(error);
          else resolve();
        },
      });
    });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    send,
    sent,
    most: () => most,
    inFlight: () => inFlight,
    /** Answers every request in flight, failing those `fails` names. */
    async answerAll(fails: (item: number) => string | null = () => null) {
      const now = waiting.splice(0);
      for (const { item, settle } of now) {
        const message = fails(item);
        settle(message ? new Error(message) : undefined);
      }
      await flush();
    },
  };
}

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('startBulkRun', () => {
  it('never has more than 4 requests in flight, and sends every item once', async () => {
    const site = heldSite();
    const run = startBulkRun(items(10), site.send);
    while (site.sent.length < 10 || site.inFlight() > 0) {
      expect(site.inFlight()).toBeLessThanOrEqual(4);
      await site.answerAll();
    }
    const summary = await run.finished;
    expect(site.most()).toBe(4);
    expect(site.sent).toEqual(items(10));
    expect(summary).toEqual({ succeeded: items(10), failed: [], unsent: [], stopped: false });
  });

  it('cancel sends nothing more; the requests in flight finish', async () => {
    const site = heldSite();
    const run = startBulkRun(items(10), site.send);
    await site.answerAll();
    expect(site.sent).toEqual(items(8));
    run.cancel();
    await site.answerAll();
    const summary = await run.finished;
    expect(site.sent).toEqual(items(8));
    expect(summary.succeeded).toEqual(items(8));
    expect(summary.unsent).toEqual([9, 10]);
    expect(summary.stopped).toBe(true);
  });

  it('collects each failure with its message, and the retry sends just those', async () => {
    const site = heldSite();
    const settled: string[] = [];
    const run = startBulkRun(items(6), site.send, {
      onSettled: (item, outcome) => settled.push(outcome.ok ? `${item}` : `${item}!`),
    });
    const refuse = (item: number) => (item === 2 || item === 5 ? `No ${item}` : null);
    while (site.inFlight() > 0) await site.answerAll(refuse);
    const summary = await run.finished;
    expect(summary.succeeded).toEqual([1, 3, 4, 6]);
    expect(summary.failed).toEqual([
      { item: 2, message: 'No 2' },
      { item: 5, message: 'No 5' },
    ]);
    expect(settled).toEqual(['1', '2!', '3', '4', '5!', '6']);

    const retrySite = heldSite();
    const retry = startBulkRun(failedItems(summary), retrySite.send);
    await retrySite.answerAll();
    expect(retrySite.sent).toEqual([2, 5]);
    expect((await retry.finished).succeeded).toEqual([2, 5]);
  });

  it('stops after an error that ends the session, leaving the rest unsent', async () => {
    const site = heldSite();
    const run = startBulkRun(items(10), site.send, {
      stopsTheRun: (error) => (error as Error).message === 'signed out',
    });
    await site.answerAll((item) => (item === 1 ? 'signed out' : null));
    await site.answerAll();
    const summary = await run.finished;
    expect(site.sent).toEqual(items(4));
    expect(summary.failed).toEqual([{ item: 1, message: 'signed out' }]);
    expect(summary.unsent).toEqual(items(10).slice(4));
    expect(summary.stopped).toBe(true);
  });

  it('an empty run finishes at once', async () => {
    expect(await startBulkRun([], () => Promise.resolve()).finished).toEqual({
      succeeded: [],
      failed: [],
      unsent: [],
      stopped: false,
    });
  });
});
