import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { initI18n, initialLanguage } from './i18n';
import { readBootData } from './lib/boot-data';
import { queryClient } from './lib/query-client';
import { appearanceQuery, settingsQuery } from './hooks/use-site';
import { userQuery } from './hooks/use-user';
import { App } from './app';

// The server wrote the theme and public settings into the page: no round trip before the first render.
const boot = readBootData();
if (boot) {
  queryClient.setQueryData(appearanceQuery.queryKey, boot.appearance);
  queryClient.setQueryData(settingsQuery.queryKey, boot.settings);
  // Signed out for sure: asking /api/user would only answer 401 (and log it in the console).
  if (boot.hasSession === false) queryClient.setQueryData(userQuery.queryKey, null);
}

await initI18n(initialLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
