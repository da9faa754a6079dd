import { useLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/format';
import { cn } from '@/lib/cn';

/** An amount isolated from the text around it, so "1250 درهم" keeps its order inside an Arabic sentence. */
export function Money({ amount, className }: { amount: string | number; className?: string }) {
  return <bdi className={cn('figures', className ?? 'whitespace-nowrap')}>{formatMoney(amount, useLocale())}</bdi>;
}
