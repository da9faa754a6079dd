import { Gift } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/site-queries';
import { cn } from '@/lib/cn';
import { useCompanyInfo } from './use-company-info';

/** The shop's logo when it has one, otherwise its name beside a gold gift mark (the mark gives way on narrow phones); links home. */
export function Brand({ className, roomy }: { className?: string; /** Keeps the mark on every width (the footer has room). */ roomy?: boolean }) {
  const { t } = useTranslation();
  const { name } = useCompanyInfo();
  const logoUrl = useAppearance().data?.logoUrl;
  return (
    <Link
      href="/"
      aria-label={t('nav.brandHome', { name })}
      className={cn('flex min-w-0 items-center gap-2.5 rounded-[var(--radius)]', className)}
    >
      {logoUrl ? (
        <img src={logoUrl} alt="" className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <>
          <span
            aria-hidden="true"
            className={cn(
              'h-10 w-10 shrink-0 place-items-center rounded-full bg-primary text-on-primary shadow-[var(--shadow-card)]',
              roomy ? 'grid' : 'hidden min-[430px]:grid',
            )}
          >
            <Gift className="h-5 w-5" strokeWidth={1.75} />
          </span>
          <span dir="auto" className="truncate font-heading text-lg font-semibold tracking-tight sm:text-2xl">
            {name}
          </span>
        </>
      )}
    </Link>
  );
}
