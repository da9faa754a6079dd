import { useTranslation } from 'react-i18next';
import { MessageCircle, Send } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useSettings } from '@/lib/site-queries';
import { cn } from '@/lib/cn';

/** WhatsApp and Telegram links to the shop, with a prefilled message pointing at this page. */
export function HelpCard() {
  const { t } = useTranslation('checkout');
  const { data: settings } = useSettings();
  const phone = settings?.whatsapp_number.replace(/\D/g, '') ?? '';
  const handle = settings?.telegram_handle.replace(/^@/, '') ?? '';
  if (!phone && !handle) return null;
  const text = encodeURIComponent(t('help.message', { url: window.location.href }));
  return (
    <section aria-labelledby="help-title" className="rounded-[calc(var(--radius)*2)] border border-border bg-secondary/50 p-5">
      <h2 id="help-title" className="text-lg font-semibold">
        {t('help.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('help.text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {phone && (
          <a href={`https://wa.me/${phone}?text=${text}`} target="_blank" rel="noopener noreferrer" className={cn(buttonClass('outline', 'sm'), 'flex-1')}>
            <MessageCircle className="h-4 w-4 text-success" aria-hidden="true" />
            {t('help.whatsapp')}
            <span className="sr-only">{t('help.newTab')}</span>
          </a>
        )}
        {handle && (
          <a href={`https://t.me/${handle}`} target="_blank" rel="noopener noreferrer" className={cn(buttonClass('outline', 'sm'), 'flex-1')}>
            <Send className="h-4 w-4 text-sky-700 rtl:-scale-x-100" aria-hidden="true" />
            {t('help.telegram')}
            <span className="sr-only">{t('help.newTab')}</span>
          </a>
        )}
      </div>
    </section>
  );
}
