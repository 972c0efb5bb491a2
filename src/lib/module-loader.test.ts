import { describe, expect, it, vi } from 'vitest';
import { moduleLoader } from './module-loader';

describe('moduleLoader', () => {
  it('downloads once, shares the download, and hands the module over synchronously after', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'page' }));
    const loader = moduleLoader(load);
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBe(first);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download, and has nothing at hand meanwhile', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ name: 'page' });
    const loader = moduleLoader(load);
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded()).toBeUndefined();
    await expect(loader()).resolves.toEqual({ name: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
