import { Gift } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../hooks/use-site';
import { cn } from '../../lib/cn';
import { useCompanyInfo } from './use-company-info';

/** The shop's logo when it has one, otherwise its name beside a gold gift mark; links home. */
export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { name } = useCompanyInfo();
  const logoUrl = useAppearance().data?.logoUrl;
  return (
    <Link
      href="/"
      onClick={onNavigate}
      aria-label={t('nav.brandHome', { name })}
      className={cn('flex min-w-0 items-center gap-2.5 rounded-[var(--radius)]', className)}
    >
      {logoUrl ? (
        <img src={logoUrl} alt="" className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <>
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-primary text-foreground shadow-[var(--shadow-card)]"
          >
            <Gift className="h-5 w-5" strokeWidth={1.75} />
          </span>
          <span className="truncate font-heading text-xl font-semibold tracking-tight sm:text-2xl">{name}</span>
        </>
      )}
    </Link>
  );
}
