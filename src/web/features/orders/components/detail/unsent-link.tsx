import { useTranslation } from 'react-i18next';
import { MessageCircle, TriangleAlert } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { formatPhone } from '@/lib/format';
import { CopyButton } from '@/features/orders/components/copy-button';

/**
 * The recipient's link could not be sent (no SMS or WhatsApp service, or the send failed): the sender copies it
 * or shares it by WhatsApp. Only the order's sender and the shop ever receive it.
 */
export function UnsentLink({ link, name, phone }: { link: string; name: string; phone: string }) {
  const { t } = useTranslation('orders');
  const share = `https://wa.me/?text=${encodeURIComponent(t('awaitingAddress.unsent.message', { name, link }))}`;
  return (
    <section aria-labelledby="unsent-link-title" className="space-y-3 rounded-[var(--radius)] border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="unsent-link-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('awaitingAddress.unsent.title', { name })}
      </h3>
      <p className="text-sm">{t('awaitingAddress.unsent.text', { name, phone: formatPhone(phone) })}</p>
      <div className="flex items-center gap-2 rounded-[var(--radius)] border border-border bg-card px-3 py-1">
        <span className="sr-only">{t('awaitingAddress.unsent.label')}</span>
        <code dir="ltr" className="min-w-0 flex-1 break-all text-sm">
          {link}
        </code>
        <CopyButton value={link} label={t('awaitingAddress.unsent.label')} />
      </div>
      <a href={share} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'sm')}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        {t('awaitingAddress.unsent.whatsapp')}
      </a>
    </section>
  );
}
