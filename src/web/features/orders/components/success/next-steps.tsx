import { useTranslation } from 'react-i18next';
import { Gift, MailCheck, MessageCircle, PackageOpen, Send, TimerReset, Truck } from 'lucide-react';
import { formatPhone } from '@/lib/format';

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

// "Je ne connais pas son adresse": the recipient is asked first, the sender told, and the link has its days.
const askedSteps = [
  { key: 'asking', text: 'askingText', icon: MessageCircle, mirror: false },
  { key: 'told', text: 'toldText', icon: MailCheck, mirror: false },
  { key: 'noAnswer', text: 'noAnswerText', icon: TimerReset, mirror: false },
] as const;

/** Who is asked for the address, at which number, and how long the link works. */
export interface AskedRecipient {
  name: string;
  phone: string;
  linkDays: number;
}

/** Preparation, delivery (or sending, for digital gifts), reception: what happens from here. */
export function NextSteps({ digital = false, asked }: { digital?: boolean; asked?: AskedRecipient }) {
  const { t } = useTranslation('orders');
  const steps = asked ? askedSteps : digital ? digitalSteps : parcel;
  const words = asked ? { name: asked.name, phone: formatPhone(asked.phone), count: asked.linkDays } : {};
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
              <p className="mt-1 text-sm text-muted">{t(`success.steps.${s.text}`, words)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
