import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { addDays } from '@contracts/shop-clock';
import { POT_MAX_DAYS } from '@contracts/pots';
import { Field } from '@/components/ui/form/field';
import { SwitchField } from '@/components/ui/form/switch-field';
import { SectionCard } from '@/components/ui/form/section-card';
import { Input } from '@/components/ui/input';

/** "Payer à plusieurs": the organiser's choices when the gift is paid together (a deadline, whether amounts show). */
export interface PotChoice {
  on: boolean;
  /** The last day shares are taken (Morocco's date). */
  deadline: string;
  showAmounts: boolean;
}

export const defaultPotChoice = (today: string): PotChoice => ({ on: false, deadline: addDays(today, 3), showAmounts: false });

export function PotOption({ value, onChange, today, disabled }: { value: PotChoice; onChange: (next: PotChoice) => void; today: string; disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <SectionCard icon={Users} title={t('together.title')} description={t('together.description')}>
      <fieldset disabled={disabled} className="min-w-0 space-y-3">
        <SwitchField label={t('together.switch')} hint={t('together.switchHint')} checked={value.on} onCheckedChange={(on) => onChange({ ...value, on })} />
        {value.on && (
          <>
            <Field id="pot-deadline" label={t('together.deadline')} hint={t('together.deadlineHint')} required>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={value.deadline}
                  min={addDays(today, 1)}
                  max={addDays(today, POT_MAX_DAYS - 1)}
                  onChange={(e) => onChange({ ...value, deadline: e.target.value })}
                />
              )}
            </Field>
            <SwitchField label={t('together.showAmounts')} hint={t('together.showAmountsHint')} checked={value.showAmounts} onCheckedChange={(showAmounts) => onChange({ ...value, showAmounts })} />
          </>
        )}
      </fieldset>
    </SectionCard>
  );
}
