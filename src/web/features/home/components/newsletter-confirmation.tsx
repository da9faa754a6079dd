import { useTranslation } from 'react-i18next';
import { OneClickOutcome } from '@/components/layout/one-click-outcome';
import { useConfirmNewsletter } from '@/features/home/api/confirm-newsletter';
import { useUnsubscribeNewsletter } from '@/features/home/api/unsubscribe-newsletter';

/** Follows an e-mailed newsletter link once (confirm the subscription, or unsubscribe) and says how it went. */
export function NewsletterConfirmation({ token, kind = 'confirm' }: { token: string; kind?: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('home');
  const confirmation = useConfirmNewsletter();
  const unsubscription = useUnsubscribeNewsletter();
  const texts = {
    pending: t(`newsletter.${kind}.pending`),
    home: t(`newsletter.${kind}.home`),
    invalid: { title: t(`newsletter.${kind}.invalidTitle`), text: t(`newsletter.${kind}.invalidText`) },
    done: { title: t(`newsletter.${kind}.doneTitle`), text: t(`newsletter.${kind}.doneText`) },
  };
  return <OneClickOutcome token={token} action={kind === 'confirm' ? confirmation : unsubscription} texts={texts} />;
}
