import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useCheckoutContext, useFieldError } from '@/features/checkout/hooks/use-checkout-form';
import { Field } from '@/components/ui/form/field';
import { SectionCard } from '@/components/ui/form/section-card';
import { ReminderConsent } from './reminder-consent';

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
              <Input
                {...p}
                {...register('senderEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                className="rtl:text-end"
                placeholder={t('sender.emailPlaceholder')}
                maxLength={254}
              />
            )}
          </Field>
        )}
        <Field id="senderPhone" label={t('sender.phone')} hint={t('sender.phoneHint')} error={error('senderPhone')}>
          {(p) => (
            <Input
              {...p}
              {...register('senderPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              className="rtl:text-end"
              placeholder={t('sender.phonePlaceholder')}
            />
          )}
        </Field>
        <ReminderConsent signedIn={accountEmail !== null} />
      </div>
    </SectionCard>
  );
}
