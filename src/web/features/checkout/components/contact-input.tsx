import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';

/** The keyboard, autofill and length of each kind of contact box. */
const kinds = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

type Props = InputHTMLAttributes<HTMLInputElement> & { kind: keyof typeof kinds };

/** A phone number or e-mail box: written left to right, and kept to the end of the line in Arabic. */
export const ContactInput = forwardRef<HTMLInputElement, Props>(function ContactInput({ kind, autoComplete, ...input }, ref) {
  return <Input ref={ref} {...input} {...kinds[kind]} autoComplete={autoComplete ?? kinds[kind].autoComplete} dir="ltr" className="rtl:text-end" />;
});
