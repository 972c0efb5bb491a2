/**
 * The read workers' entry point (read-pool.ts starts it), in plain JavaScript so that Node
 * loads it as it is under tsx (`npm run serve`, the benchmarks) and under Vitest alike: on
 * Node 20 the `--import tsx` hooks a worker inherits do not apply to its entry file, and
 * Vitest transforms the modules of its own threads only. The worker then registers tsx's
 * CommonJS hook, which compiles in this thread, and requires the TypeScript worker. (tsx's
 * ESM `register()` would work too but starts a module-hooks thread per worker — about a
 * second of startup each — so read-pool.ts starts workers without the inherited execArgv.)
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
require('./read-worker.ts');
