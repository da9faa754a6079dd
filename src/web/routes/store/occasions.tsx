import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { InfoPage } from '@/features/info-pages/components/info-page';
import { OccasionCards } from '@/features/info-pages/components/occasion-cards';

export default function OccasionsPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage page="occasions">
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
    </InfoPage>
  );
}
