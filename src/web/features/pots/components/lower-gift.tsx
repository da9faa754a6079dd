import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ArrowDownCircle } from 'lucide-react';
import type { Pot } from '@contracts/pots';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatMoney, localized } from '@/lib/format';
import { useCheaperGifts, useLowerPot } from '@/features/pots/api/pots';

const lowerSchema = z.object({ giftId: z.string().uuid() });

/**
 * The organiser's third choice once the deadline passed short, beside topping up and cancelling: a cheaper
 * gift, priced again by the shop (delivery included); its total becomes the target, never below what was given.
 */
export function LowerGift({ token, pot }: { token: string; pot: Pot }) {
  const { t } = useTranslation('pots');
  const locale = useLocale();
  const errorText = useErrorText();
  const current = new Set(pot.gifts.map((g) => g.giftId));
  const gifts = useCheaperGifts(pot.target, true);
  const lower = useLowerPot(token);
  const form = useSchemaForm(lowerSchema, { defaultValues: { giftId: '' } });
  const error = useFieldErrors(form.control, () => t('lower.pick'));
  const choices = (gifts.data ?? []).filter((g) => !current.has(g.id));

  const submit = ({ giftId }: z.output<typeof lowerSchema>) =>
    lower.mutateAsync([{ giftId, quantity: 1 }]).then(
      (after) => toast({ title: after.state === 'reached' ? t('lower.reached') : t('lower.done'), variant: 'success' }),
      (err: unknown) => toast({ title: t('lower.failed'), description: errorText(err, t('lower.failed')), variant: 'destructive' }),
    );

  return (
    <section aria-labelledby="pot-lower" className="space-y-3 rounded-[var(--radius)] border border-border p-4">
      <h2 id="pot-lower" className="flex items-center gap-2 font-semibold">
        <ArrowDownCircle className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {t('lower.title')}
      </h2>
      <p className="text-sm text-muted">{t('lower.text', { paid: formatMoney(pot.paid, locale) })}</p>
      {gifts.isPending ? (
        <Spinner label={t('lower.loading')} />
      ) : choices.length === 0 ? (
        <p className="text-sm text-muted">{t('lower.none')}</p>
      ) : (
        <Form form={form} onSubmit={submit} className="space-y-3">
          <Field id="pot-lower-gift" label={t('lower.label')} error={error('giftId')} required>
            {(p) => (
              <Select {...p} {...form.register('giftId')}>
                <option value="">{t('lower.placeholder')}</option>
                {choices.map((g) => (
                  <option key={g.id} value={g.id}>
                    {`${localized(g.name, locale)} — ${formatMoney(g.price, locale)}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="outline" className="w-full" disabled={lower.isPending} aria-busy={lower.isPending}>
            {t('lower.submit')}
          </Button>
        </Form>
      )}
    </section>
  );
}
