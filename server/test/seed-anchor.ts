/**
 * The moment a test's demo ends. The generator's rows depend on its anchor (same seed, sizes
 * and anchor → the same rows), so a test that counts rows seeds at this fixed moment rather
 * than at the time it runs: otherwise its counts change from one run to the next.
 */
export const TEST_SEED_ANCHOR = new Date('2026-11-20T12:00:00.000Z');
