import { i18n } from '@lingui/core';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A page's lazily loaded parts (the command palette, a panel) take seconds to load on a busy
// 2-core CI machine, past Testing Library's 1 s default; a wait still ends as soon as what it
// waits for is there, and under the unit tests' 15 s limit (vite.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; the theme (lib/theme.ts) asks it when first imported.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// The app shows its messages from a catalog (main.tsx); a component rendered alone reads the
// English one (src/test/lingui-react.tsx), so tests find the words a person reads.
const [{ messages: login }, { messages: app }] = await Promise.all([
  import('../locales/en/login.po'),
  import('../locales/en/app.po'),
]);
i18n.loadAndActivate({ locale: 'en', messages: { ...login, ...app } });
