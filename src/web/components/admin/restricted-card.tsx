import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

/** What a visitor who is not an admin sees for the moment before being sent on. */
export function RestrictedCard() {
  const { t } = useTranslation('admin');
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-secondary/40 px-5 py-16">
      <div className="w-full max-w-md rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span className="mx-auto mb-5 flex h-16 w-16 items-center justify-center rounded-full bg-red-100 text-danger" aria-hidden="true">
          <ShieldAlert className="h-8 w-8" />
        </span>
        <h1 className="text-2xl font-semibold">{t('access.restricted')}</h1>
        <p className="mt-3 text-muted">{t('access.restrictedText')}</p>
        <Link href="/" className={`${buttonClass('primary', 'md')} mt-7`}>
          {t('access.backHome')}
        </Link>
      </div>
    </main>
  );
}
