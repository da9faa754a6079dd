import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/site-queries';

/** While the shop is closed for maintenance, the pages still drawn (an admin's, sign-in) say so. */
export function MaintenanceRibbon() {
  const { t } = useTranslation();
  if (!useSettings().data?.maintenance_mode) return null;
  return (
    <div role="status" className="bg-amber-100 text-amber-950">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('maintenanceRibbon.title')}</strong>
          <span className="hidden sm:inline"> · {t('maintenanceRibbon.text')}</span>
        </span>
      </p>
    </div>
  );
}
