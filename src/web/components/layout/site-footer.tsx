import { Lock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { CndpDeclaration } from './cndp-declaration';
import { telHref } from './company-info';
import { PhoneText } from '@/components/ui/phone-text';
import { mainLinks } from './nav-links';
import { SocialLinks } from './social-links';
import { useCompanyInfo } from './use-company-info';

const helpLinks = [
  { href: '/contact', key: 'nav.contact' },
  { href: '/track', key: 'footer.track' },
  { href: '/faq', key: 'footer.faq' },
  { href: '/privacy', key: 'footer.privacy' },
  { href: '/terms', key: 'footer.terms' },
] as const;

const linkClass = 'text-background/80 transition-colors hover:text-primary focus-visible:text-primary';
const headingClass = 'mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-primary';

export function SiteFooter() {
  const { t } = useTranslation();
  const company = useCompanyInfo();
  return (
    <footer className="mt-20 bg-foreground text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="space-y-5">
          <Brand className="w-fit" roomy />
          <p className="max-w-xs leading-relaxed text-background/80">{company.description}</p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={headingClass}>
            {t('footer.shop')}
          </h2>
          <ul className="space-y-3">
            {mainLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {t(`nav.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={headingClass}>
            {t('footer.help')}
          </h2>
          <ul className="space-y-3">
            {helpLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClass}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <ul className="space-y-3 text-background/80">
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('footer.city')} </span>
                {company.city}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={telHref(company.phone)} className={linkClass}>
                <span className="sr-only">{t('footer.phone')} </span>
                <PhoneText phone={company.phone} />
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Mail className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <a href={`mailto:${company.email}`} className={`${linkClass} break-all`}>
                <span className="sr-only">{t('footer.email')} </span>
                {company.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-sm text-background/70 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="space-y-1">
            <p>{t('footer.copyright', { year: new Date().getFullYear(), name: company.name })}</p>
            <CndpDeclaration />
          </div>
          <p className="flex items-center gap-2">
            <Lock className="h-4 w-4 text-primary" aria-hidden="true" />
            {t('footer.securePayment')}
          </p>
        </div>
      </div>
    </footer>
  );
}
