import './ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyTheme } from './ui/theme/applyTheme';
import { ThemeProvider } from './ui/theme/ThemeProvider';
import { themeStorage } from './ui/theme/themeStorage';

// Before the first render, so the page never flashes the other theme.
applyTheme(themeStorage.read());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Each page brings what it needs (routes.ts): the entry holds React, the theme and the router only.
createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <App />
    </ThemeProvider>
  </StrictMode>,
);
