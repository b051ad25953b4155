import './ui/theme/global.css';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { apolloClient } from './app/apollo/apolloClient';
import { applyTheme } from './ui/theme/applyTheme';
import { ThemeProvider } from './ui/theme/ThemeProvider';
import { themeStorage } from './ui/theme/themeStorage';

// Before the first render, so the page never flashes the other theme.
applyTheme(themeStorage.read());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ThemeProvider>
        <App />
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
