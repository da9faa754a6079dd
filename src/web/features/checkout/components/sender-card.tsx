import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { useCheckoutContext, useFieldError } from '@/features/checkout/hooks/use-checkout-form';
import { Field } from '@/components/ui/form/field';
import { SectionCard } from '@/components/ui/form/section-card';
import { ReminderConsent } from './reminder-consent';
import { ContactInput } from './contact-input';

/**
 * How the shop reaches the buyer. A guest gives the e-mail the confirmation (with the order's link)
 * goes to; a signed-in customer reads where it goes. The phone is optional for both, and so is the
 * one reminder of a checkout left unfinished.
 */
export function SenderCard({ accountEmail }: { accountEmail: string | null }) {
  const { t } = useTranslation('checkout');
  const { register } = useCheckoutContext();
  const error = useFieldError();
  return (
    <SectionCard icon={Mail} title={t('sender.title')} description={t('sender.description')}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {accountEmail ? (
          <p className="text-sm sm:col-span-2">
            {t('sender.signedIn')} <span dir="ltr" className="font-semibold">{accountEmail}</span>
          </p>
        ) : (
          <Field id="senderEmail" label={t('sender.email')} hint={t('sender.emailHint')} error={error('senderEmail')} required>
            {(p) => (
              <ContactInput kind="email" {...p} {...register('senderEmail')} placeholder={t('sender.emailPlaceholder')} />
            )}
          </Field>
        )}
        <Field id="senderPhone" label={t('sender.phone')} hint={t('sender.phoneHint')} error={error('senderPhone')}>
          {(p) => (
            <ContactInput kind="phone" {...p} {...register('senderPhone')} placeholder={t('sender.phonePlaceholder')} />
          )}
        </Field>
        <ReminderConsent signedIn={accountEmail !== null} />
      </div>
    </SectionCard>
  );
}
