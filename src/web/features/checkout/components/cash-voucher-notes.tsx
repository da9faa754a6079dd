import { useTranslation } from 'react-i18next';
import { Banknote, Clock, Mail, PackageCheck } from 'lucide-react';

/** What happens after choosing cash: the code, where to pay it, its deadline, and when the gift is prepared. */
export function CashVoucherNotes() {
  const { t } = useTranslation('checkout');
  const notes = [
    { icon: Mail, text: t('payment.cashNotes.code') },
    { icon: Banknote, text: t('payment.cashNotes.agency') },
    { icon: Clock, text: t('payment.cashNotes.deadline') },
    { icon: PackageCheck, text: t('payment.cashNotes.prepared') },
  ];
  return (
    <div className="rounded-[var(--radius)] bg-secondary/60 p-4">
      <h3 className="mb-3 text-base font-semibold">{t('payment.cashNotes.title')}</h3>
      <ul className="space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.text} className="flex gap-2">
            <n.icon className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
            <span>{n.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
