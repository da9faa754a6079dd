import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form/field';

/** How an account's name, e-mail and phone are typed in; the e-mail and phone read left to right whatever the language. */
const kinds = {
  firstName: { autoComplete: 'given-name', required: true, maxLength: 80 },
  lastName: { autoComplete: 'family-name', maxLength: 80 },
  email: { type: 'email', dir: 'ltr', inputMode: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', dir: 'ltr', autoComplete: 'tel', maxLength: 30 },
} satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

const placeholders = { email: 'fields.emailPlaceholder', phone: 'fields.phonePlaceholder' } as const;

type Props = InputHTMLAttributes<HTMLInputElement> & { kind: keyof typeof kinds; error?: string };

/** One of the account's own fields, labelled and set up for the browser's autofill. */
export const PersonField = forwardRef<HTMLInputElement, Props>(function PersonField({ kind, ...input }, ref) {
  const { t } = useTranslation('auth');
  const placeholder = kind === 'email' || kind === 'phone' ? t(placeholders[kind]) : undefined;
  return <TextField ref={ref} label={t(`fields.${kind}`)} placeholder={placeholder} {...kinds[kind]} {...input} />;
});
