import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, HeartHandshake } from 'lucide-react';
import type { Claim } from '@contracts/recipient-claims';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';

/** What waits: who sends it (unless anonymous), the gifts and their pictures, the message; never a price. */
export function ClaimGift({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claim');
  const locale = useLocale();
  return (
    <header className="space-y-4 text-center">
      <p className="text-sm font-medium tracking-wide text-muted">{claim.shopName}</p>
      <h1 className="font-heading text-2xl font-semibold sm:text-3xl">{t('title', { name: claim.recipientName })}</h1>
      <p className="text-muted">{claim.senderName ? t('from', { name: claim.senderName }) : claim.anonymous ? t('anonymous') : t('unnamed')}</p>
      <ul className="flex flex-wrap justify-center gap-4">
        {claim.gifts.map((g, i) => (
          <li key={i} className="w-36">
            <GiftPicture src={g.image} />
            <p className="mt-2 font-medium">
              {localized(g.name, locale)}
              {g.quantity > 1 ? ` × ${g.quantity}` : ''}
            </p>
          </li>
        ))}
      </ul>
      {claim.personalMessage && (
        <blockquote className="rounded-[var(--radius)] border-s-4 border-primary bg-secondary/40 p-4 text-start whitespace-pre-line">
          <HeartHandshake className="mb-2 h-5 w-5 text-primary-strong" aria-hidden="true" />
          <p dir="auto">{claim.personalMessage}</p>
        </blockquote>
      )}
      {!claim.chosen && <p className="text-start">{t('ask')}</p>}
    </header>
  );
}

/** The gift's picture as bought, or the gift icon when it has none or it cannot be loaded. */
export function GiftPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Gift className="mx-auto h-16 w-16 text-primary-strong" aria-hidden="true" />;
  return <img src={src} alt="" onError={() => setFailed(true)} className="aspect-square w-full rounded-[var(--radius)] object-cover" />;
}
