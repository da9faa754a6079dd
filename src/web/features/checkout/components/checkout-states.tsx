import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PartyPopper, ShoppingBag } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';

/** Nothing to order: say so and lead back to the gifts. */
export function EmptyCart() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-lg rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
      <span className="mx-auto mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-accent/40 text-primary-strong">
        <ShoppingBag className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold">{t('empty.title')}</h1>
      <p className="mt-3 text-muted">{t('empty.text')}</p>
      <Link href="/catalog" className={`${buttonClass('primary', 'lg')} mt-7`}>
        {t('empty.browse')}
      </Link>
    </div>
  );
}

/** The second between a successful checkout and its confirmation page. */
export function Redirecting() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <PartyPopper className="mb-4 h-12 w-12 text-primary-strong" aria-hidden="true" />
      <Spinner label={t('redirecting')} className="p-2" />
      <p className="mt-2 text-muted" aria-hidden="true">
        {t('redirecting')}
      </p>
    </div>
  );
}
