import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './router';
import { Toaster } from './components/ui/toast';

export function App() {
  const { t } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster closeLabel={t('close')} below="#site-header" />
    </QueryClientProvider>
  );
}
