import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@contracts/common';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { fieldLabel: string };

/** A password input with a show/hide toggle (a pressed-state button named after its field). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { fieldLabel, className, ...props },
  ref,
) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        // The contract's limit: a longer password could only be refused with a misleading "too short".
        maxLength={PASSWORD_MAX}
        autoCapitalize="none"
        spellCheck={false}
        className={cn('pe-12', className)}
        {...props}
      />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={t('password.show', { field: fieldLabel })}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 end-0 flex w-11 cursor-pointer items-center justify-center rounded-e-[var(--radius)] text-muted transition hover:text-foreground"
      >
        <Icon className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
});
