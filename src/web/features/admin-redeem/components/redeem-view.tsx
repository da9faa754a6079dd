import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftCodeCheck } from '@contracts/gift-codes';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useCheckGiftCode } from '@/features/admin-redeem/api/check-gift-code';
import { useRedeemGiftCode } from '@/features/admin-redeem/api/redeem-gift-code';
import { CodeResult } from './code-result';

/** The counter's screen: type a code, see what it is for and whether it is valid, mark it used once. */
export function RedeemView() {
  const { t } = useTranslation('admin-redeem');
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<GiftCodeCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useCheckGiftCode();
  const redeem = useRedeemGiftCode();

  const onCheck = (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) return;
    setFailure(null);
    check.mutate(typed, {
      onSuccess: setResult,
      onError: (err) => {
        setResult(null);
        setFailure(errorText(err, t('checkFailed')));
      },
    });
  };

  const onRedeem = () => {
    if (!result) return;
    redeem.mutate(result.code, {
      onSuccess: (used) => {
        setResult(used);
        toast({ title: t('redeemed'), description: used.code, variant: 'success' });
      },
      onError: (err) => {
        toast({ title: t('redeemFailed'), description: errorText(err, t('checkFailed')), variant: 'destructive' });
        // Read the code again: someone else may have used it a moment ago.
        check.mutate(result.code, { onSuccess: setResult });
      },
    });
  };

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="p-5">
        <form onSubmit={onCheck} className="space-y-3">
          <Label htmlFor="gift-code">{t('codeLabel')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="gift-code"
              value={typed}
              onChange={(e) => setTyped(e.target.value.toUpperCase())}
              placeholder="ABCD-EFGH-JKMN"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              dir="ltr"
              className="font-mono text-lg tracking-widest"
              aria-describedby={failure ? 'gift-code-error' : undefined}
            />
            <Button type="submit" disabled={check.isPending || !typed.trim()}>
              {t('check')}
            </Button>
          </div>
          {failure && (
            <p id="gift-code-error" role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
        </form>
      </Card>
      {result && <CodeResult result={result} onRedeem={onRedeem} redeeming={redeem.isPending} />}
    </div>
  );
}
