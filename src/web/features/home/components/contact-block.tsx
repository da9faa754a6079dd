import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppearance, useSettings } from '@/lib/site-queries';
import { formatPhone } from '@/lib/format';

/** E-mail, phone and address of the shop, each shown only when set. */
export function ContactBlock() {
  const { t } = useTranslation('home');
  const appearance = useAppearance().data;
  const settings = useSettings().data;
  const email = appearance?.company_email || settings?.company_email || '';
  const phone = appearance?.company_phone || settings?.company_phone || '';
  const address = appearance?.company_address || settings?.company_address || '';
  const rows = [
    email && { Icon: Mail, label: t('contact.email'), value: email, href: `mailto:${email}` },
    phone && { Icon: Phone, label: t('contact.phone'), value: formatPhone(phone), href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    address && { Icon: MapPin, label: t('contact.address'), value: address, href: null },
  ].filter((r) => !!r);
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="contact-title" className="flex h-full flex-col rounded-[calc(var(--radius)*3)] border border-border bg-card p-8 shadow-[var(--shadow-card)] sm:p-10">
      <h2 id="contact-title" className="text-3xl font-semibold">
        {t('contact.title')}
      </h2>
      <p className="mt-2 text-muted">{t('contact.text')}</p>
      <ul className="mt-6 grid gap-5">
        {rows.map(({ Icon, label, value, href }) => (
          <li key={label} className="flex items-start gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/20">
              <Icon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-muted">{label}</p>
              <p className="font-medium break-words">
                {href ? (
                  // E-mail addresses and phone numbers read left to right, in Arabic too.
                  <a href={href} dir="ltr" className="hover:text-primary-strong hover:underline">
                    {value}
                  </a>
                ) : (
                  // An address written in French keeps its order in the Arabic layout.
                  <bdi>{value}</bdi>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
