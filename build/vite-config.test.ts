import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it, vi } from 'vitest';

/**
 * Every `npm start` loads vite.config.ts: what Vite says while loading it is printed to
 * whoever starts the server, so it must say nothing. Vite warns about any module the config
 * imports that its coming native loader could not (an import without its file extension…).
 */
describe('the Vite config', () => {
  it('loads without a warning', async () => {
    const logger = createLogger('info');
    const warn = vi.spyOn(logger, 'warn');
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.resolve('vite.config.ts'),
      path.resolve('.'),
      'info',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warn.mock.calls).toEqual([]);
  });
});
