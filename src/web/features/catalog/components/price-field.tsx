import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from '@/components/ui/input';
import { useDebouncedField } from '@/hooks/use-debounced-field';

/** A price bound in the shop's currency, committed after a pause in typing. */
export function PriceField({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [text, setText] = useDebouncedField(value, onCommit);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="0"
          className="pe-14"
        />
        <span className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm text-muted" aria-hidden="true">
          {t('currency')}
        </span>
      </div>
    </div>
  );
}
