import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { OccasionCards } from '@/features/info-pages/components/occasion-cards';

export default function OccasionsPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('occasions.title'));
  return (
    <main id="main">
      <PageHero eyebrow={t('occasions.eyebrow')} title={t('occasions.heading')} intro={t('occasions.intro')} />
      <div className="mx-auto max-w-5xl px-5 py-14 sm:px-6">
        <OccasionCards />
        <section aria-labelledby="occasions-more" className="mt-16 text-center">
          <h2 id="occasions-more" className="text-2xl font-semibold sm:text-3xl">
            {t('occasions.moreTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{t('occasions.moreText')}</p>
          <Link href="/catalog" className={`${buttonClass('primary', 'lg')} mt-6`}>
            {t('occasions.catalog')}
            <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </section>
      </div>
    </main>
  );
}
