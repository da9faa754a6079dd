import { useTranslation } from 'react-i18next';
import { useCartReminder } from '@/features/checkout/hooks/use-cart-reminder';

/** The visitor's choice to be reminded once of a checkout they leave; unticked by default (decision 022). */
export function ReminderConsent({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('checkout');
  const { consent, setConsent } = useCartReminder(signedIn);
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius)] border border-border bg-background/60 p-4 sm:col-span-2">
      <input
        id="cartReminderConsent"
        type="checkbox"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        aria-describedby="cartReminderConsent-hint"
        className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-primary-strong)]"
      />
      <div className="min-w-0">
        <label htmlFor="cartReminderConsent" className="font-medium">
          {t('sender.reminder')}
        </label>
        <p id="cartReminderConsent-hint" className="mt-1 text-sm text-muted">
          {t(signedIn ? 'sender.reminderHintAccount' : 'sender.reminderHint')}
        </p>
      </div>
    </div>
  );
}
