import type { ReactNode } from 'react';
import { Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { telHref, whatsappHref } from '@/components/layout/company-info';
import { useCompanyInfo } from '@/components/layout/use-company-info';
import { PhoneText } from '@/components/ui/phone-text';
import { useSettings } from '@/lib/site-queries';

function Row({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-primary/25 text-primary-strong" aria-hidden="true">
        <Icon className="h-5 w-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-muted">{label}</p>
        <div className="break-words font-medium">{children}</div>
      </div>
    </li>
  );
}

const link = 'hover:text-primary-strong hover:underline underline-offset-4';

/** How to reach the shop, from its company settings. */
export function ContactDetails() {
  const { t } = useTranslation('pages');
  const company = useCompanyInfo();
  const whatsapp = useSettings().data?.whatsapp_number?.trim();
  const address = [company.address, company.address.includes(company.city) ? '' : company.city].filter(Boolean).join(', ');
  return (
    <ul className="space-y-6">
      <Row Icon={Phone} label={t('contact.phone')}>
        <a href={telHref(company.phone)} className={link}>
          <PhoneText phone={company.phone} />
        </a>
      </Row>
      <Row Icon={Mail} label={t('contact.email')}>
        <a href={`mailto:${company.email}`} className={link}>
          {company.email}
        </a>
      </Row>
      <Row Icon={MapPin} label={t('contact.address')}>
        <span dir="auto">{address}</span>
      </Row>
      {whatsapp && (
        <Row Icon={MessageCircle} label={t('contact.whatsapp')}>
          <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer" className={link}>
            {t('contact.whatsappAction')}
          </a>
        </Row>
      )}
    </ul>
  );
}
