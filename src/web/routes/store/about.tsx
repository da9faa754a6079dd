import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { InfoPage } from '@/features/info-pages/components/info-page';
import { AboutMission } from '@/features/info-pages/components/about-mission';
import { AboutStats } from '@/features/info-pages/components/about-stats';
import { AboutValues } from '@/features/info-pages/components/about-values';

export default function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage page="about">
      <AboutMission />
      <AboutValues />
      <AboutStats />
      <section aria-labelledby="about-cta" className="mx-auto max-w-3xl px-5 pt-16 text-center sm:px-6">
        <h2 id="about-cta" className="text-2xl font-semibold sm:text-3xl">
          {t('about.ctaTitle')}
        </h2>
        <p className="mt-3 text-muted">{t('about.ctaText')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/contact" className={buttonClass('primary', 'lg')}>
            {t('about.ctaContact')}
          </Link>
          <Link href="/catalog" className={buttonClass('outline', 'lg')}>
            {t('about.ctaCatalog')}
          </Link>
        </div>
      </section>
    </InfoPage>
  );
}
