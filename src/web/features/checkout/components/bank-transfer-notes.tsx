import { useTranslation } from 'react-i18next';
import { Clock, Hash, Zap } from 'lucide-react';

/** What happens after choosing a transfer: timing of each kind, and the reference to quote. */
export function BankTransferNotes() {
  const { t } = useTranslation('checkout');
  const notes = [
    { icon: Zap, text: t('payment.transferNotes.instant') },
    { icon: Clock, text: t('payment.transferNotes.classic') },
    { icon: Hash, text: t('payment.transferNotes.reference') },
  ];
  return (
    <div className="rounded-[var(--radius)] bg-secondary/60 p-4">
      <h3 className="mb-3 text-base font-semibold">{t('payment.transferNotes.title')}</h3>
      <ul className="space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.text} className="flex gap-2">
            <n.icon className="mt-0.5 h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
            <span>{n.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('payment.transferNotes.details')}</p>
    </div>
  );
}
