import { Mail, Phone } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChevronForward } from '@/components/ui/chevron-forward';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { LanguageButtons } from './language-switcher';
import { CurrencyMenuSection } from './currency-select';
import { isCurrent, menuLinks } from './nav-links';
import { telHref, type CompanyInfo } from './company-info';
import { PhoneText } from '@/components/ui/phone-text';

/** The phone menu: a panel from the inline start with every section, the language and how to reach us. */
export function MobileMenu(props: { open: boolean; onOpenChange: (open: boolean) => void; company: CompanyInfo }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const close = () => props.onOpenChange(false);
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange} side="start" className="sheet-from-start" title={t('nav.menu')} closeLabel={t('close')}>
      <div className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto p-4 pt-2">
        <nav aria-label={t('nav.label')}>
          <ul className="divide-y divide-border">
            {menuLinks.map((link) => {
              const current = isCurrent(link.href, location);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    onClick={close}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between rounded-[var(--radius)] px-2 py-4 font-heading text-xl',
                      current ? 'font-semibold text-primary-strong' : 'hover:text-primary-strong',
                    )}
                  >
                    {t(`nav.${link.key}`)}
                    <ChevronForward className="h-5 w-5 text-muted" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-labelledby="menu-language">
          <h3 id="menu-language" className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-muted">
            {t('language.label')}
          </h3>
          <LanguageButtons />
        </section>
        <CurrencyMenuSection />
        <div className="mt-auto space-y-3 rounded-[calc(var(--radius)*2)] bg-secondary/60 p-4 text-sm">
          <a href={telHref(props.company.phone)} className="flex items-center gap-3 hover:text-primary-strong">
            <Phone className="h-4 w-4 text-primary-strong" aria-hidden="true" />
            <PhoneText phone={props.company.phone} />
          </a>
          <a href={`mailto:${props.company.email}`} className="flex items-center gap-3 break-all hover:text-primary-strong">
            <Mail className="h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
            {props.company.email}
          </a>
        </div>
      </div>
    </Sheet>
  );
}
