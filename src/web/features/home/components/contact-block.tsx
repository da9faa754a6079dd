import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppearance, useSettings } from '../../../hooks/use-site';

/** E-mail, phone and address of the shop, each shown only when set. */
export function ContactBlock() {
  const { t } = useTranslation('home');
  const appearance = useAppearance().data;
  const settings = useSettings().data;
  const email = appearance?.contactEmail || settings?.company_email || '';
  const phone = appearance?.contactPhone || settings?.company_phone || '';
  const address = appearance?.contactAddress || settings?.company_address || '';
  const rows = [
    email && { Icon: Mail, label: t('contact.email'), value: email, href: `mailto:${email}` },
    phone && { Icon: Phone, label: t('contact.phone'), value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    address && { Icon: MapPin, label: t('contact.address'), value: address, href: null },
  ].filter((r) => !!r);
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="contact-title" className="flex h-full flex-col rounded-[calc(var(--radius)*3)] border border-border bg-card p-8 shadow-[var(--shadow-card)] sm:p-10">
      <h2 id="contact-title" className="text-3xl font-semibold">
        {t('contact.title')}
      </h2>
      <p className="mt-2 text-muted">{t('contact.text')}</p>
      <dl className="mt-6 grid gap-5">
        {rows.map(({ Icon, label, value, href }) => (
          <div key={label} className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/20">
              <Icon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium break-words">
                {href ? (
                  <a href={href} className="hover:text-primary-strong hover:underline" dir={label === t('contact.phone') ? 'ltr' : undefined}>
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
