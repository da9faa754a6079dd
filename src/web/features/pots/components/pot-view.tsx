import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Check, Copy, Gift, HeartHandshake, Lock, MessageCircle, Users } from 'lucide-react';
import type { Pot } from '@contracts/pots';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { SwitchField } from '@/components/ui/form/switch-field';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDate, formatMoney, localized } from '@/lib/format';
import { refreshPot, startShare, usePotAction, type ShareIntent } from '@/features/pots/api/pots';
import { LowerGift } from '@/features/pots/components/lower-gift';
import { emptyShare, potUrl, shareFormSchema, whatsappLink } from '@/features/pots/utils/share-form';

/** How the page pays a share: the shop's card form, composed by the route (the checkout's). */
export interface SharePayment {
  fields: ReactNode;
  check(): Promise<boolean>;
  /** Completes the share's payment; null when the browser leaves for a hosted page. */
  pay(intent: ShareIntent): Promise<{ ok: true } | { ok: false; message: string } | null>;
}

function Progress({ pot }: { pot: Pot }) {
  const { t } = useTranslation('pots');
  const locale = useLocale();
  const share = Math.min(100, Math.round((Number(pot.paid) / Number(pot.target)) * 100));
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-semibold">{formatMoney(pot.paid, locale)}</p>
        <p className="text-sm text-muted">{t('progress.of', { target: formatMoney(pot.target, locale) })}</p>
      </div>
      <div
        className="h-3 overflow-hidden rounded-full bg-secondary"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-label={t('progress.label')}
      >
        <div className="h-full rounded-full bg-primary-strong transition-[width]" style={{ width: `${share}%` }} />
      </div>
      {pot.state === 'open' && (
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span data-testid="pot-remaining">{t('progress.remaining', { amount: formatMoney(pot.remaining, locale) })}</span>
          <span className="flex items-center gap-1 text-muted">
            <CalendarClock className="h-4 w-4" aria-hidden="true" />
            {t('progress.until', { date: formatDate(pot.deadline, locale, true) })}
          </span>
        </p>
      )}
    </div>
  );
}

function StateNotice({ pot }: { pot: Pot }) {
  const { t } = useTranslation('pots');
  const notice =
    pot.state === 'reached'
      ? { tone: 'bg-green-50 text-green-950 border-green-300', title: t('state.reached.title'), text: t('state.reached.text', { number: pot.orderNumber ?? '' }) }
      : pot.state === 'cancelled'
        ? { tone: 'bg-secondary/70 border-border', title: t('state.cancelled.title'), text: t('state.cancelled.text') }
        : pot.state === 'failed'
          ? { tone: 'bg-red-50 text-red-900 border-danger/40', title: t('state.failed.title'), text: t('state.failed.text') }
          : pot.overdue
            ? { tone: 'bg-amber-50 text-amber-950 border-amber-300', title: t('state.overdue.title'), text: pot.organiser ? t('state.overdue.organiser') : t('state.overdue.text') }
            : null;
  if (!notice) return null;
  return (
    <div role="status" className={`rounded-[var(--radius)] border p-4 text-sm ${notice.tone}`}>
      <p className="font-semibold">{notice.title}</p>
      <p className="mt-1">{notice.text}</p>
    </div>
  );
}

function Contributors({ pot }: { pot: Pot }) {
  const { t } = useTranslation('pots');
  const locale = useLocale();
  return (
    <section className="space-y-3" aria-labelledby="pot-givers">
      <h2 id="pot-givers" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {t('givers.title')}
      </h2>
      {pot.contributors.length === 0 ? (
        <p className="text-sm text-muted">{t('givers.none')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-[var(--radius)] border border-border" data-testid="pot-givers">
          {pot.contributors.map((c, i) => (
            <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3 text-sm">
              <span className="font-medium">{c.name ?? t('givers.hidden')}</span>
              {c.amount && <span className="text-muted">{formatMoney(c.amount, locale)}</span>}
              {c.message && (
                <p className="w-full text-muted italic">
                  <bdi>{c.message}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareLink({ pot }: { pot: Pot }) {
  const { t } = useTranslation('pots');
  const [copied, setCopied] = useState(false);
  if (!pot.shareToken) return null;
  const url = potUrl(window.location.origin, pot.shareToken);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ title: t('share.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <section className="space-y-3 rounded-[var(--radius)] bg-secondary/50 p-4" aria-labelledby="pot-share">
      <h2 id="pot-share" className="font-semibold">
        {t('share.title')}
      </h2>
      <p className="text-sm text-muted">{t('share.text')}</p>
      <Input readOnly value={url} dir="ltr" aria-label={t('share.link')} onFocus={(e) => e.currentTarget.select()} data-testid="pot-link" />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <a className={buttonClass('primary')} href={whatsappLink(t('share.whatsappText', { name: pot.recipientFirstName, url }))} target="_blank" rel="noreferrer">
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
          {t('share.whatsapp')}
        </a>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Copy className="h-5 w-5" aria-hidden="true" />}
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('share.keep')}</p>
    </section>
  );
}

function ShareForm({ token, pot, payment, onDone }: { token: string; pot: Pot; payment: SharePayment; onDone: () => void }) {
  const { t } = useTranslation('pots');
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  // The organiser's top-up after the deadline is what remains; a contributor chooses.
  const form = useSchemaForm(shareFormSchema, { defaultValues: emptyShare(pot.overdue ? pot.remaining : '') });
  const error = useFieldErrors(form.control, (field) => t(`form.errors.${field}`));
  const [busy, setBusy] = useState(false);

  const submit = async (values: ReturnType<typeof shareFormSchema.parse>) => {
    if (busy || !(await payment.check())) return;
    setBusy(true);
    try {
      const intent = await startShare(token, values);
      const outcome = await payment.pay(intent);
      if (outcome?.ok) {
        onDone();
        toast({ title: t('form.paid'), variant: 'success' });
      } else if (outcome) {
        toast({ title: t('form.failed'), description: outcome.message, variant: 'destructive' });
      }
      await refreshPot(queryClient, token);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="pot-give" className="space-y-4">
      <h2 id="pot-give" className="flex items-center gap-2 text-lg font-semibold">
        <Gift className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {pot.overdue ? t('form.topUp') : t('form.title')}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        onError={(err) => {
          toast({ title: t('form.failed'), description: errorText(err, t('form.failed')), variant: 'destructive' });
          void refreshPot(queryClient, token);
        }}
        className="space-y-4"
      >
        <Field id="share-amount" label={t('form.amount')} hint={t('form.amountHint', { amount: formatMoney(pot.remaining, locale) })} error={error('amount')} required>
          {(p) => <Input {...p} {...form.register('amount')} inputMode="decimal" dir="ltr" className="rtl:text-end" />}
        </Field>
        <Field id="share-name" label={t('form.name')} error={error('name')} required>
          {(p) => <Input {...p} {...form.register('name')} autoComplete="name" maxLength={60} />}
        </Field>
        <Field id="share-message" label={t('form.message')} hint={t('form.messageHint')} error={error('message')}>
          {(p) => <Textarea {...p} {...form.register('message')} rows={2} maxLength={200} />}
        </Field>
        <Controller
          control={form.control}
          name="showName"
          render={({ field }) => <SwitchField label={t('form.showName')} hint={t('form.showNameHint')} checked={field.value} onCheckedChange={field.onChange} />}
        />
        {payment.fields}
        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
          <Lock className="h-5 w-5" aria-hidden="true" />
          {busy ? t('form.busy') : t('form.submit')}
        </Button>
      </Form>
    </section>
  );
}

function OrganiserControls({ token, pot }: { token: string; pot: Pot }) {
  const { t } = useTranslation('pots');
  const errorText = useErrorText();
  const cancel = usePotAction(token, 'cancel');
  const [asking, setAsking] = useState(false);
  if (!pot.organiser || pot.state !== 'open') return null;
  return (
    <section className="space-y-4 border-t border-border pt-4">
      {pot.overdue && <LowerGift token={token} pot={pot} />}
      <div className="space-y-2">
        <Button type="button" variant="outline" className="w-full" disabled={cancel.isPending} onClick={() => setAsking(true)}>
          {t('organiser.cancel')}
        </Button>
        <p className="text-xs text-muted">{t('organiser.cancelHint')}</p>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title={t('organiser.confirmTitle')}
        description={t('organiser.confirmText')}
        confirmLabel={t('organiser.confirm')}
        cancelLabel={t('organiser.keep')}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast({ title: t('organiser.cancelled'), variant: 'success' }),
            onError: (err) => toast({ title: t('organiser.cancelFailed'), description: errorText(err, t('organiser.cancelFailed')), variant: 'destructive' }),
          })
        }
      />
    </section>
  );
}

/** The gift's picture, or the gift icon when it has none or it cannot be loaded. */
function GiftPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <Gift className="h-14 w-14 shrink-0 text-primary-strong" aria-hidden="true" />;
  return <img src={src} alt="" onError={() => setFailed(true)} className="h-20 w-20 shrink-0 rounded-[var(--radius)] object-cover" />;
}

/** A pot's page: the gift, who it is for, how far the shares have come, and the way to give (or, for the organiser, to share and decide). */
export function PotView({ token, pot, payment }: { token: string; pot: Pot; payment: SharePayment }) {
  const { t } = useTranslation('pots');
  const locale = useLocale();
  const gives = pot.state === 'open' && (!pot.overdue || pot.organiser) && Number(pot.remaining) > 0;
  // Kept once paid, whatever the pot becomes: the share that completes it closes the form.
  const [thanked, setThanked] = useState(false);
  const first = pot.gifts.find((g) => g.image);
  return (
    <Card className="space-y-6 p-5 sm:p-8">
      <header className="flex items-center gap-4">
        <GiftPicture src={first?.image ?? null} />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">{t('title', { name: pot.recipientFirstName })}</h1>
          <p className="mt-1 text-sm text-muted">{pot.gifts.map((g) => (g.quantity > 1 ? `${g.quantity} × ` : '') + localized(g.name, locale)).join(', ')}</p>
        </div>
      </header>
      {pot.organiser && <p className="rounded-[var(--radius)] bg-primary/10 p-3 text-sm">{t('organiser.welcome')}</p>}
      <Progress pot={pot} />
      <StateNotice pot={pot} />
      {pot.organiser && pot.state === 'open' && <ShareLink pot={pot} />}
      <Contributors pot={pot} />
      {thanked ? (
        <div role="status" className="rounded-[var(--radius)] bg-green-50 p-5 text-center text-green-950">
          <HeartHandshake className="mx-auto h-10 w-10" aria-hidden="true" />
          <p className="mt-2 text-lg font-semibold">{t('form.thanks', { name: pot.recipientFirstName })}</p>
        </div>
      ) : (
        gives && <ShareForm token={token} pot={pot} payment={payment} onDone={() => setThanked(true)} />
      )}
      <OrganiserControls token={token} pot={pot} />
    </Card>
  );
}
