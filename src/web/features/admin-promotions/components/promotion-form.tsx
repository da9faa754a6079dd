import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_KINDS } from '@contracts/promotions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form/field';
import { fieldIssues } from '@/components/ui/form/server-issues';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCreatePromotion } from '@/features/admin-promotions/api/promotions';
import { emptyDraft, toPromotionInput, type PromotionDraft } from '@/features/admin-promotions/utils/promotion-draft';
import { ScopeField } from './scope-field';
import { GiftScopeField } from './gift-scope-field';

const kindKeys = { percent: 'kind.percent', fixed: 'kind.fixed', free_delivery: 'kind.freeDelivery' } as const;

/** A new promotion: a code shoppers type, or an automatic one with a name; what it gives, when, and its caps. */
export function PromotionForm() {
  const { t } = useTranslation('admin-promotions');
  const errorText = useErrorText();
  const create = useCreatePromotion();
  const [draft, setDraft] = useState<PromotionDraft>(emptyDraft);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = <K extends keyof PromotionDraft>(key: K) => (value: PromotionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const input = (key: Exclude<keyof PromotionDraft, 'automatic' | 'kind' | 'categoryIds' | 'gifts'>) => ({
    value: draft[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
    error: issues[key],
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setIssues({});
    create.mutate(toPromotionInput(draft), {
      onSuccess: (p) => {
        toast({ variant: 'success', title: t('created', { name: p.code ?? p.name ?? '' }) });
        setDraft(emptyDraft);
      },
      onError: (err) => {
        const fields = fieldIssues(err, (f) => f in emptyDraft);
        setIssues(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        if (fields.length === 0) toast({ variant: 'destructive', title: t('createError'), description: errorText(err, t('createError')) });
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby="promotion-form-title" className="space-y-4">
        <h2 id="promotion-form-title" className="text-lg font-semibold">
          {t('form.title')}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" checked={draft.automatic} onChange={(e) => set('automatic')(e.currentTarget.checked)} />
          {t('form.automatic')}
        </label>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {!draft.automatic && (
            <TextField label={t('form.code')} hint={t('form.codeHint')} required dir="ltr" autoCapitalize="characters" className="min-w-0" {...input('code')} />
          )}
          <TextField label={t('form.name')} hint={t(draft.automatic ? 'form.nameAutomaticHint' : 'form.nameHint')} required={draft.automatic} {...input('name')} />
          <SelectField label={t('form.kind')} value={draft.kind} onChange={(e) => set('kind')(e.currentTarget.value as PromotionDraft['kind'])}>
            {PROMOTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(kindKeys[k])}
              </option>
            ))}
          </SelectField>
          {draft.kind !== 'free_delivery' && (
            <TextField label={t(draft.kind === 'percent' ? 'form.percent' : 'form.amount')} inputMode="decimal" required className="figures min-w-0" {...input('value')} />
          )}
          <TextField label={t('form.startsAt')} type="datetime-local" {...input('startsAt')} />
          <TextField label={t('form.endsAt')} type="datetime-local" {...input('endsAt')} />
          <TextField label={t('form.minOrder')} hint={t('form.minOrderHint')} inputMode="decimal" {...input('minOrder')} />
          <TextField label={t('form.maxUses')} inputMode="numeric" {...input('maxUses')} />
          <TextField label={t('form.maxUsesPerCustomer')} hint={t('form.maxUsesPerCustomerHint')} inputMode="numeric" {...input('maxUsesPerCustomer')} />
          <TextField label={t('form.budget')} hint={t('form.budgetHint')} inputMode="decimal" {...input('budget')} />
        </div>
        <ScopeField value={draft.categoryIds} onChange={set('categoryIds')} />
        <GiftScopeField value={draft.gifts} onChange={set('gifts')} />
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
