/**
 * Holds a fake site's writes until released, so a test can look at the page while they are
 * in flight (no sleeps): `hold()` closes the gate, each write awaits `passed()`, `release()`
 * lets every waiting write through and opens the gate again.
 */
export function createWriteGate() {
  let held: Promise<void> | null = null;
  let open: () => void = () => undefined;
  return {
    hold() {
      held = new Promise((resolve) => {
        open = () => {
          held = null;
          resolve();
        };
      });
    },
    release: () => open(),
    passed: async () => {
      if (held) await held;
    },
  };
}
