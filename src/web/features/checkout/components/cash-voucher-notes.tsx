import { useTranslation } from 'react-i18next';
import { Banknote, Clock, Mail, PackageCheck } from 'lucide-react';
import { PaymentNotes } from './payment-notes';

/** What happens after choosing cash: the code, where to pay it, its deadline, and when the gift is prepared. */
export function CashVoucherNotes() {
  const { t } = useTranslation('checkout');
  const notes = [
    { icon: Mail, text: t('payment.cashNotes.code') },
    { icon: Banknote, text: t('payment.cashNotes.agency') },
    { icon: Clock, text: t('payment.cashNotes.deadline') },
    { icon: PackageCheck, text: t('payment.cashNotes.prepared') },
  ];
  return <PaymentNotes title={t('payment.cashNotes.title')} notes={notes} />;
}
