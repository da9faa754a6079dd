import { FileWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { useInvoiceReadiness } from './use-invoice-readiness';

/**
 * Warns, until the seller's legal identity is complete, that invoices go out without the missing
 * identifiers. Issuing is never blocked: a paid order still gets its invoice.
 */
export function InvoiceReadinessBanner({ className, showAction = true }: { className?: string; showAction?: boolean }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const readiness = useInvoiceReadiness();
  if (!readiness.data || readiness.data.ready) return null;
  const fields = new Intl.ListFormat(locale, { type: 'conjunction' }).format(readiness.data.missing.map((key) => t(`invoiceReadiness.fields.${key}`)));
  return (
    <div role="status" className={cn('flex flex-wrap items-start gap-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950 print:hidden', className)}>
      <FileWarning className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('invoiceReadiness.title')}</p>
        <p className="text-sm">{t('invoiceReadiness.text', { fields })}</p>
      </div>
      {showAction && (
        <Link href="/admin/settings?tab=company" className="text-sm font-semibold underline underline-offset-4">
          {t('invoiceReadiness.action')}
        </Link>
      )}
    </div>
  );
}
