import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { preloadAtBoot } from './app/boot-preload';
import './app/theme.css';

/**
 * The longest the first render waits for the first screen's code: past it, the app renders
 * and the page shows its own loading state until its code arrives.
 */
const FIRST_SCREEN_WAIT_MS = 3000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const firstScreenCode = preloadAtBoot(window.location);
const waitedEnough = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));

void Promise.race([firstScreenCode, waitedEnough]).then(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
