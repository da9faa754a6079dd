import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { initI18n, initialLanguage } from './i18n';
import { readBootData } from './lib/boot-data';
import { readSsrData } from './lib/ssr-data';
import { queryClient } from './lib/query-client';
import { appearanceQuery, currenciesQuery, settingsQuery } from './lib/site-queries';
import { userQuery } from './hooks/use-user';
import { App } from './app';
import { pageTexts, storePageAt } from '@contracts/pages';
import { adoptShopOffsets } from '@contracts/shop-clock';

// The server wrote the theme and public settings into the page: no round trip before the first render.
performance.mark('start');
// On a rendered page the entry is async and may have come before the end of the page: the page is
// hydrated whole, so its parsing ends first.
if (document.readyState === 'loading') {
  await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed, { once: true }));
}
const boot = readBootData();
if (boot) {
  // Before the first render: every Morocco time the page shows reads them, as the server drew it.
  adoptShopOffsets(boot.shopOffsets ?? null);
  queryClient.setQueryData(appearanceQuery.queryKey, boot.appearance);
  queryClient.setQueryData(settingsQuery.queryKey, boot.settings);
  if (boot.currencies) queryClient.setQueryData(currenciesQuery.queryKey, boot.currencies);
  // Signed out for sure: asking /api/user would only answer 401 (and log it in the console).
  if (boot.hasSession === false) queryClient.setQueryData(userQuery.queryKey, null);
}

// A public page the server rendered (decision 026) is hydrated in the language it was rendered in,
// with the answers and texts it was drawn with; a visitor whose stored language differs (chosen
// before the language cookie existed) gets the page drawn anew in theirs.
const ssr = readSsrData();
const language = initialLanguage(ssr?.lang);
const hydrating = ssr !== null && ssr.lang === language;
const firstPage = storePageAt(location.pathname);
await initI18n(language, firstPage ? pageTexts[firstPage] : [], hydrating ? ssr.texts : undefined);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const root = document.getElementById('root')!;
if (hydrating) {
  hydrate(queryClient, ssr.state);
  // The HTML shows the header as signed out; a visitor with a session sees their account once it answers.
  const signedIn = boot?.hasSession !== false;
  if (signedIn) queryClient.setQueryData(userQuery.queryKey, null);
  performance.mark('hydrate');
  hydrateRoot(root, app);
  if (signedIn) void queryClient.refetchQueries({ queryKey: userQuery.queryKey });
} else {
  createRoot(root).render(app);
}
