import { Link } from 'wouter';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZelligePattern } from './zellige-pattern';

/** The closing invitation: to the catalogue, or to write to the shop. */
export function CallToAction() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="cta-title" className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-[calc(var(--radius)*3)] bg-gradient-to-br from-primary via-primary to-accent px-6 py-14 text-center shadow-[var(--shadow-card)] sm:px-12">
        <ZelligePattern className="absolute inset-0 -z-10 h-full w-full text-white opacity-25" />
        <h2 id="cta-title" className="text-3xl font-semibold text-balance sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-foreground/85">{t('cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            href="/catalog"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-foreground px-7 text-lg font-medium text-background shadow-[var(--shadow-card)] transition hover:brightness-125"
          >
            {t('cta.catalog')}
            <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          </Link>
          <Link
            href="/contact"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full border border-foreground/15 bg-card px-7 text-lg font-medium text-foreground transition hover:bg-background"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            {t('cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
