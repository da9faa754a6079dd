import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { useCompanyInfo } from './use-company-info';

/** Why a form collects personal data: the one notice the law 09-08 asks for at each of them. */
export type NoticePurpose = 'account' | 'order' | 'contact' | 'newsletter';

/**
 * Who collects the data, why, and how to exercise one's rights, with a link to /privacy. The
 * checkout's notice also covers the recipient's details. `onDark` for a dark panel (the newsletter).
 */
export function PrivacyNotice({ purpose, onDark, className }: { purpose: NoticePurpose; onDark?: boolean; className?: string }) {
  const { t } = useTranslation();
  const company = useCompanyInfo();
  return (
    <aside
      aria-label={t('privacyNotice.label')}
      className={cn('flex items-start gap-2 text-xs leading-relaxed', onDark ? 'text-background/75' : 'text-muted', className)}
    >
      <ShieldCheck className={cn('mt-0.5 h-4 w-4 shrink-0', onDark ? 'text-primary' : 'text-primary-strong')} aria-hidden="true" />
      <p>
        {t(`privacyNotice.${purpose}`, { shop: company.name })} {t('privacyNotice.rights', { email: company.email })}{' '}
        <Link href="/privacy" className={cn('font-medium underline underline-offset-2', onDark ? 'hover:text-primary' : 'hover:text-foreground')}>
          {t('privacyNotice.link')}
        </Link>
      </p>
    </aside>
  );
}
