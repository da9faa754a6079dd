import { Gift, PenLine, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Three steps: choose a gift, personalise the message, send and deliver. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  const steps = [
    { Icon: Gift, title: t('steps.choose.title'), text: t('steps.choose.text') },
    { Icon: PenLine, title: t('steps.personalise.title'), text: t('steps.personalise.text') },
    { Icon: Truck, title: t('steps.deliver.title'), text: t('steps.deliver.text') },
  ];
  return (
    <section aria-labelledby="steps-title" className="bg-secondary/50 py-16 lg:py-20">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t('steps.eyebrow')}</p>
          <h2 id="steps-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {t('steps.title')}
          </h2>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map(({ Icon, title, text }, i) => (
            <li key={title} className="relative rounded-[calc(var(--radius)*2)] bg-card p-7 text-center shadow-[var(--shadow-card)]">
              <span className="absolute -top-4 start-1/2 flex h-8 w-8 -translate-x-1/2 items-center justify-center rounded-full bg-primary-strong text-sm font-bold text-on-primary-strong rtl:translate-x-1/2">
                {i + 1}
              </span>
              <span className="mx-auto mt-2 flex h-16 w-16 items-center justify-center rounded-full bg-primary/20">
                <Icon className="h-8 w-8 text-primary-strong" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
