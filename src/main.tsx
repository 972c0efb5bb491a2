import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { preloadAtBoot } from './app/boot-preload';
import { activateLocale, initialLocale } from './lib/i18n/activate-locale';
import './app/theme.css';

/**
 * The longest the first render waits for the first screen's code: past it, the app renders
 * and the page shows its own loading state until its code arrives.
 */
const FIRST_SCREEN_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The boot's data requests wait for the language below. The first screen's code is asked for
// first: it names the parts of the catalog that screen needs (activate-locale.ts `wanted`),
// which the language then loads with its own.
let languageSettled = () => {};
const languageShown = new Promise<void>((resolve) => (languageSettled = resolve));
const firstScreenCode = preloadAtBoot(window.location, languageShown);
const waitedEnough = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
// The language's messages, beside the first screen's code; English when its chunk would not
// download (the switcher then says so when asked again).
const language = activateLocale(initialLocale())
  .catch(() => activateLocale('en'))
  .catch(() => i18n.activate('en'));
void language.then(languageSettled, languageSettled);

void Promise.all([Promise.race([firstScreenCode, waitedEnough]), language]).then(() => {
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
    </StrictMode>,
  );
});
