import { useTranslation } from 'react-i18next';
import { Gift, PackageOpen, Send, Truck } from 'lucide-react';

const parcel = [
  { key: 'preparation', text: 'preparationText', icon: PackageOpen, mirror: false },
  { key: 'delivery', text: 'deliveryText', icon: Truck, mirror: true },
  { key: 'reception', text: 'receptionText', icon: Gift, mirror: false },
] as const;
// Nothing is wrapped or carried: the gift is sent to the recipient's phone or e-mail.
const digitalSteps = [
  { key: 'preparation', text: 'preparationDigitalText', icon: PackageOpen, mirror: false },
  { key: 'sending', text: 'sendingText', icon: Send, mirror: true },
  { key: 'reception', text: 'receptionText', icon: Gift, mirror: false },
] as const;

/** Preparation, delivery (or sending, for digital gifts), reception: what happens from here. */
export function NextSteps({ digital = false }: { digital?: boolean }) {
  const { t } = useTranslation('orders');
  const steps = digital ? digitalSteps : parcel;
  return (
    <section aria-labelledby="next-title" className="rounded-[calc(var(--radius)*2)] border border-border bg-secondary/40 p-6 sm:p-8">
      <h2 id="next-title" className="mb-6 text-center text-2xl font-semibold">
        {t('success.nextTitle')}
      </h2>
      <ol className="grid grid-cols-1 gap-6 sm:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.key} className="flex items-start gap-4 sm:flex-col sm:items-center sm:text-center">
            <span className="relative flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-card text-primary-strong shadow-[var(--shadow-card)]">
              <s.icon className={s.mirror ? 'h-6 w-6 rtl:-scale-x-100' : 'h-6 w-6'} aria-hidden="true" />
              <span aria-hidden="true" className="absolute -top-1 -end-1 flex h-6 w-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-on-primary">
                {i + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold">{t(`success.steps.${s.key}`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`success.steps.${s.text}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
