import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ShoppingBag } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

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
