import { Suspense } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSettings } from '@/lib/site-queries';

function Banner() {
  const { t } = useTranslation('admin-settings');
  return (
    <div role="status" className="mb-6 flex flex-wrap items-start gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950 print:hidden">
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('banner.title')}</p>
        <p className="text-sm">{t('banner.text')}</p>
      </div>
      <Link href="/admin/settings" className="text-sm font-semibold underline underline-offset-4">
        {t('banner.action')}
      </Link>
    </div>
  );
}

/** Tells the admin, on every back office screen, that visitors see the maintenance page. */
export function MaintenanceBanner() {
  const settings = useSettings();
  if (!settings.data?.maintenance_mode) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
