import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Gift, HeartHandshake } from 'lucide-react';
import type { Ecard } from '@contracts/gift-codes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { formatDate, localized } from '@/lib/format';

/** The e-card itself: the gift, its picture, who sends it and their words, then the code to show and until when. */
export function EcardView({ card }: { card: Ecard }) {
  const { t } = useTranslation('ecard');
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const name = localized(card.gift.name, locale);
  const copy = () => {
    void navigator.clipboard?.writeText(card.code).then(() => setCopied(true));
  };
  return (
    <article className="overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-card shadow-[var(--shadow-card)]">
      <header className="bg-[linear-gradient(135deg,color-mix(in_srgb,var(--color-primary)_45%,transparent),var(--color-secondary))] px-5 pb-6 pt-8 text-center">
        <p className="text-sm font-medium tracking-wide text-muted">{card.shopName}</p>
        <h1 className="mt-2 font-heading text-3xl font-semibold">{t('card.title', { name: card.recipientName })}</h1>
        <p className="mt-2 text-muted">{card.senderName ? t('card.from', { name: card.senderName }) : card.anonymous ? t('card.anonymous') : t('card.unnamed')}</p>
      </header>
      <div className="space-y-6 p-5 sm:p-8">
        <figure className="text-center">
          {card.gift.image ? (
            <img src={card.gift.image} alt={name} className="mx-auto aspect-square w-full max-w-xs rounded-[var(--radius)] object-cover" />
          ) : (
            <Gift className="mx-auto h-24 w-24 text-primary-strong" aria-hidden="true" />
          )}
          <figcaption className="mt-3 text-xl font-semibold">{name}</figcaption>
        </figure>
        {card.personalMessage && (
          <blockquote className="rounded-[var(--radius)] border-s-4 border-primary bg-secondary/40 p-4 text-lg whitespace-pre-line">
            <HeartHandshake className="mb-2 h-5 w-5 text-primary-strong" aria-hidden="true" />
            {/* The sender's words keep their own direction: French in an Arabic card stays left to right. */}
            <p dir="auto">{card.personalMessage}</p>
          </blockquote>
        )}
        <section aria-labelledby="ecard-code" className="rounded-[var(--radius)] border-2 border-dashed border-primary p-5 text-center">
          <h2 id="ecard-code" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {t('card.codeTitle')}
          </h2>
          <p className="mt-2 font-mono text-2xl font-bold tracking-[0.15em] sm:text-3xl" dir="ltr" data-testid="gift-code">
            {card.code}
          </p>
          {card.status === 'valid' ? (
            <>
              <p className="mt-2 text-sm">{t('card.validUntil', { date: formatDate(card.expiresAt, locale) })}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={copy}>
                {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
                {copied ? t('card.copied') : t('card.copy')}
              </Button>
              <p className="mt-3 text-sm text-muted">{t('card.howTo')}</p>
            </>
          ) : (
            <Badge tone={card.status === 'redeemed' ? 'neutral' : 'warning'} className="mt-3">
              {card.status === 'redeemed' ? t('card.used') : t('card.expired', { date: formatDate(card.expiresAt, locale) })}
            </Badge>
          )}
        </section>
      </div>
    </article>
  );
}
