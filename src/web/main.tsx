import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initI18n, initialLanguage } from './i18n';
import { readBootData } from './lib/boot-data';
import { queryClient } from './lib/query-client';
import { appearanceQuery, settingsQuery } from './hooks/use-site';
import { userQuery } from './hooks/use-user';
import { App } from './app';
import { pageTexts, storePageAt } from '@contracts/pages';

// The server wrote the theme and public settings into the page: no round trip before the first render.
const boot = readBootData();
if (boot) {
  queryClient.setQueryData(appearanceQuery.queryKey, boot.appearance);
  queryClient.setQueryData(settingsQuery.queryKey, boot.settings);
  // Signed out for sure: asking /api/user would only answer 401 (and log it in the console).
  if (boot.hasSession === false) queryClient.setQueryData(userQuery.queryKey, null);
}

// The first page's texts come with the frame's (the server hinted their French chunks).
const firstPage = storePageAt(location.pathname);
await initI18n(initialLanguage(), firstPage ? pageTexts[firstPage] : []);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
