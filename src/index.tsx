import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/main.scss';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { makeStore } from './app/store';
import { applyThemeToDocument, readStartupTheme } from './features/theme/themeDocument';

const startupTheme = readStartupTheme();
applyThemeToDocument(startupTheme);
const store = makeStore({ theme: { mode: startupTheme } });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <App />
    </AppProviders>
  </StrictMode>,
);
