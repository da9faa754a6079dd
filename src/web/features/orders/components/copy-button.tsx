import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/components/ui/toast';

/** Copies one value (IBAN, reference…) and says so, in a toast and on the button itself. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('orders');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: t('bank.copied'), description: t('bank.copiedText', { label }), variant: 'success' });
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: t('common.error'), description: t('bank.copyFailed'), variant: 'destructive' });
    }
  };
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={t('bank.copy', { label })}
      className="inline-flex h-9 w-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-primary-strong transition hover:bg-primary/20"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
