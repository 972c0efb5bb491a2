import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { preloadAtBoot } from './app/boot-preload';
import './app/theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadAtBoot(window.location);

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
