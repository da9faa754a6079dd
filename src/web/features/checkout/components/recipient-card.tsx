import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { servedCities } from '../../../../contracts/delivery';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCheckoutContext, useFieldError } from '../hooks/use-checkout-form';
import { Field, FREE_TEXT } from './field';
import { SectionCard } from './section-card';

export function RecipientCard() {
  const { t } = useTranslation('checkout');
  const { register } = useCheckoutContext();
  const error = useFieldError();
  return (
    <SectionCard id="recipient-title" icon={UserRound} title={t('recipient.title')} description={t('recipient.description')}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field id="recipientName" label={t('recipient.name')} error={error('recipientName')} required>
          {(p) => <Input {...p} {...register('recipientName')} className={FREE_TEXT} autoComplete="name" placeholder={t('recipient.namePlaceholder')} maxLength={120} />}
        </Field>
        <Field
          id="recipientPhone"
          label={t('recipient.phone')}
          hint={t('recipient.phoneHint')}
          error={error('recipientPhone')}
          required
        >
          {(p) => (
            <Input
              {...p}
              {...register('recipientPhone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              className="rtl:text-end"
              placeholder={t('recipient.phonePlaceholder')}
            />
          )}
        </Field>
      </div>
      <Field id="recipientAddress" label={t('recipient.address')} error={error('recipientAddress')} required>
        {(p) => (
          <Textarea
            {...p}
            {...register('recipientAddress')}
            autoComplete="street-address"
            rows={2}
            className={`min-h-20 ${FREE_TEXT}`}
            placeholder={t('recipient.addressPlaceholder')}
            maxLength={300}
          />
        )}
      </Field>
      <Field id="recipientCity" label={t('recipient.city')} error={error('recipientCity')} required className="sm:max-w-xs">
        {(p) => (
          <Select {...p} {...register('recipientCity')} autoComplete="address-level2">
            <option value="">{t('recipient.cityPlaceholder')}</option>
            {servedCities.map((city) => (
              <option key={city} value={city}>
                {t(`cities.${city}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </SectionCard>
  );
}
