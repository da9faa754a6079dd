import { MessageCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/site-queries';
import { useOrigin } from '@/hooks/use-origin';
import { telegramLink, whatsappLink } from '@/features/catalog/utils/help-links';

/** WhatsApp and Telegram chats with the shop, opened with a message that links to this gift. */
export function HelpButtons({ giftId, name }: { giftId: string; name: string }) {
  const { t } = useTranslation('catalog');
  const settings = useSettings().data;
  const origin = useOrigin();
  const message = t('help.message', { name, url: `${origin}/gifts/${giftId}` });
  const links = [
    { key: 'whatsapp', href: whatsappLink(settings?.whatsapp_number, message), Icon: MessageCircle, label: t('help.whatsapp') },
    { key: 'telegram', href: telegramLink(settings?.telegram_handle, message), Icon: Send, label: t('help.telegram') },
  ].filter((l): l is typeof l & { href: string } => l.href !== null);
  if (links.length === 0) return null;

  return (
    <div className="rounded-[calc(var(--radius)*2)] bg-secondary/60 p-4">
      <p className="font-semibold">{t('help.title')}</p>
      <p className="mt-0.5 text-sm text-muted">{t('help.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {links.map(({ key, href, Icon, label }) => (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-medium transition hover:border-primary-strong hover:text-primary-strong"
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
            <span className="sr-only">{t('help.newTab')}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
