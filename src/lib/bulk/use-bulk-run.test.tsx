import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { plainWhat } from '../action-log/entry';
import { ActionLogOwnerProvider } from '../action-log/owner';
import { actionLogStore } from '../action-log/store';
import { useBulkRun } from './use-bulk-run';

const logAs = (_action: 'approve', item: number) => ({
  action: 'test.approve',
  what: [`Approved #${item}`],
});

describe('useBulkRun', () => {
  it('reads the items first when asked to, then sends one request each and sums up', async () => {
    const done: number[] = [];
    const afterRun = vi.fn();
    const { result } = renderHook(() =>
      useBulkRun<'approve', number>({
        send: (_action, item) =>
          item === 2 ? Promise.reject(new Error('Selected user is not active')) : Promise.resolve(),
        onItemDone: (_action, item) => done.push(item),
        logAs,
        afterRun,
      }),
    );
    await act(() => result.current.start('approve', () => Promise.resolve([1, 2, 3])));
    const { state } = result.current;
    expect(state.phase).toBe('done');
    if (state.phase !== 'done') return;
    expect(state.summary.succeeded).toEqual([1, 3]);
    expect(state.summary.failed).toEqual([{ item: 2, message: 'Selected user is not active' }]);
    expect(done).toEqual([1, 3]);
    expect(afterRun).toHaveBeenCalledOnce();
  });

  it('sends nothing when the items cannot be read, and says why', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useBulkRun<'approve', number>({ send, logAs }));
    await act(() =>
      result.current.start('approve', () => Promise.reject(new Error('The site is down'))),
    );
    expect(result.current.state).toEqual({
      phase: 'unread',
      action: 'approve',
      message: 'The site is down',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('retries only the failures, and starts nothing while a run goes on', async () => {
    let refuse = true;
    const send = vi.fn((_action: 'approve', item: number) =>
      refuse && item === 1 ? Promise.reject(new Error('No')) : Promise.resolve(),
    );
    const { result } = renderHook(() => useBulkRun<'approve', number>({ send, logAs }));
    await act(async () => {
      const first = result.current.start('approve', [1, 2]);
      void result.current.start('approve', [3]);
      await first;
    });
    expect(send.mock.calls.map(([, item]) => item)).toEqual([1, 2]);
    refuse = false;
    act(() => result.current.retryFailed());
    await waitFor(() => expect(send.mock.calls.map(([, item]) => item)).toEqual([1, 2, 1]));
    await waitFor(() => expect(result.current.state.phase).toBe('done'));
  });

  it("logs each item's action as it ends, in the signed-in person's log", async () => {
    const owner = { root: 'https://site.test/wp-json/', username: 'bulk-logger' };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ActionLogOwnerProvider owner={owner}>{children}</ActionLogOwnerProvider>
    );
    const send = (_action: 'approve', item: number) =>
      item === 2 ? Promise.reject(new Error('Selected user is not active')) : Promise.resolve();
    const { result } = renderHook(() => useBulkRun<'approve', number>({ send, logAs }), {
      wrapper,
    });
    await act(() => result.current.start('approve', [1, 2]));
    const logged = actionLogStore
      .read(owner)
      .entries.map((entry) => [plainWhat(entry.what), entry.result]);
    expect(logged).toEqual(
      expect.arrayContaining([
        ['Approved #1', 'done'],
        ['Approved #2', 'failed'],
      ]),
    );
    expect(logged).toHaveLength(2);
  });

  it('stops when the site stops answering, keeps what was done, and Resume sends the rest', async () => {
    let down = true;
    const sent: number[] = [];
    const send = vi.fn(async (_action: 'approve', item: number) => {
      sent.push(item);
      if (down && item === 2) {
        throw new ApiError({ kind: 'network', url: 'x', message: 'Cannot reach the site.' });
      }
    });
    const { result } = renderHook(() => useBulkRun<'approve', number>({ send, logAs }));
    // Four in flight: 2 finds the site gone; the others in flight finish, nothing more is sent.
    await act(() => result.current.start('approve', [1, 2, 3, 4, 5, 6]));
    const stopped = result.current.state;
    expect(stopped.phase).toBe('done');
    if (stopped.phase !== 'done') return;
    expect(stopped.siteStopped).toBe(true);
    expect(stopped.summary.failed.map(({ item }) => item)).toEqual([2]);
    const { succeeded, unsent } = stopped.summary;
    expect(unsent).toContain(6);
    expect([...succeeded, 2, ...unsent].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const sentBefore = sent.length;

    down = false;
    act(() => result.current.resume());
    await waitFor(() => {
      const resumed = result.current.state;
      expect(resumed.phase === 'done' && resumed.summary.succeeded).toEqual([2, ...unsent]);
    });
    expect(sent.slice(sentBefore)).toEqual([2, ...unsent]);
  });
});
