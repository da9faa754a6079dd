import { useTranslation } from 'react-i18next';
import { Clock, Hash, Zap } from 'lucide-react';
import { PaymentNotes } from './payment-notes';

/** What happens after choosing a transfer: timing of each kind, and the reference to quote. */
export function BankTransferNotes() {
  const { t } = useTranslation('checkout');
  const notes = [
    { icon: Zap, text: t('payment.transferNotes.instant') },
    { icon: Clock, text: t('payment.transferNotes.classic') },
    { icon: Hash, text: t('payment.transferNotes.reference') },
  ];
  return <PaymentNotes title={t('payment.transferNotes.title')} notes={notes} footer={t('payment.transferNotes.details')} />;
}
