import { formatPhone } from '@/lib/format';
import { cn } from '@/lib/cn';

/** A phone number as the shop writes it (+212 6 77 88 99 00), kept left to right and on one line inside Arabic text. */
export function PhoneText({ phone, className }: { phone: string; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('whitespace-nowrap', className)}>
      {formatPhone(phone)}
    </bdi>
  );
}
