import { useId, useState, type FormEvent } from 'react';
import { CircleCheck, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PrivacyNotice } from '@/components/layout/privacy-notice';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/i18n/locale';
import { useSubscribeNewsletter } from '@/features/home/api/subscribe-newsletter';

/** Newsletter sign-up by e-mail: the server's answer is shown under the field. */
export function Newsletter() {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return;
    subscribe.mutate({ email: value, locale }, { onSuccess: () => setEmail('') });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full flex-col rounded-[calc(var(--radius)*3)] bg-foreground p-8 text-background sm:p-10">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary text-on-primary">
        <Mail className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 id={`${id}-title`} className="mt-5 text-3xl font-semibold">
        {t('newsletter.title')}
      </h2>
      <p className="mt-2 text-background/85">{t('newsletter.text')}</p>
      <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.label')}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={subscribe.isError || undefined}
          aria-describedby={`${id}-result`}
          className="flex-1 rounded-full border-transparent ps-5 rtl:text-end"
        />
        <Button type="submit" className="rounded-full" disabled={subscribe.isPending}>
          {subscribe.isPending ? t('newsletter.pending') : t('newsletter.submit')}
        </Button>
      </form>
      <p id={`${id}-result`} role="status" className="mt-3 min-h-6 text-sm">
        {subscribe.isSuccess && (
          <span className="inline-flex items-center gap-2 font-medium text-primary">
            <CircleCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('newsletter.success')}
          </span>
        )}
        {subscribe.isError && <span className="font-medium text-accent">{errorText(subscribe.error, t('newsletter.error'))}</span>}
      </p>
      <PrivacyNotice purpose="newsletter" onDark className="mt-auto pt-2" />
    </section>
  );
}
