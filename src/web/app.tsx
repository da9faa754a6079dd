import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './router';
import { Toaster } from './components/ui/toast';

/** The whole app; the server renders it with a query cache of its own for each page. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={client}>
      <AppRoutes />
      <Toaster closeLabel={t('close')} below="#site-header" />
    </QueryClientProvider>
  );
}
