import { Link } from 'wouter';
import { ArrowRight, EyeOff, ShieldCheck, Sparkles, Truck, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { useAppearance } from '@/lib/site-queries';
import { cn } from '@/lib/cn';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { HeroArt } from './hero-art';
import { ZelligePattern } from './zellige-pattern';

/** The first screen: the shop's own image, or a warm gradient over a zellige pattern. */
export function Hero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const appearance = useAppearance().data;
  const image = appearance?.heroImageUrl || null;
  const title = localized(appearance?.heroTitle, locale) || t('hero.title');
  const subtitle = localized(appearance?.heroSubtitle, locale) || t('hero.subtitle');
  const tagline = localized(appearance?.tagline, locale) || t('hero.tagline');
  const promises = [
    { Icon: Truck, text: t('hero.promiseDelivery') },
    { Icon: ShieldCheck, text: t('hero.promisePayment') },
    { Icon: EyeOff, text: t('hero.promiseDiscreet') },
  ];

  return (
    <section aria-labelledby="hero-title" className={cn('relative isolate overflow-hidden', image && 'text-white')}>
      {image ? (
        <>
          <img src={image} alt="" fetchPriority="high" className="absolute inset-0 -z-20 h-full w-full object-cover" />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/55 to-black/25 rtl:bg-gradient-to-l" />
        </>
      ) : (
        <>
          <div className="absolute inset-0 -z-20 bg-[linear-gradient(135deg,var(--color-secondary)_0%,var(--color-background)_45%,color-mix(in_srgb,var(--color-accent)_40%,var(--color-background))_100%)]" />
          <ZelligePattern className="absolute inset-0 -z-10 h-full w-full text-primary-strong opacity-[0.08]" />
        </>
      )}
      <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 pt-14 pb-24 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:px-8 lg:pt-20 lg:pb-32">
        <div className="max-w-2xl">
          {appearance?.logoUrl && (
            <img src={appearance.logoUrl} alt={appearance.company_name} className="mb-6 h-14 w-auto object-contain sm:h-16" />
          )}
          <p
            className={cn(
              'inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold',
              image ? 'bg-white/15 text-white backdrop-blur' : 'bg-card/80 text-primary-strong shadow-sm',
            )}
          >
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {tagline}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-[1.1] font-semibold text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className={cn('mt-5 max-w-xl text-lg leading-relaxed sm:text-xl', image ? 'text-white/90' : 'text-muted')}>{subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/catalog" className={cn(buttonClass('primary', 'lg'), 'rounded-full')}>
              {t('hero.shop')}
              <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </Link>
            <Link href="/gift-quiz" className={cn(buttonClass('outline', 'lg'), 'rounded-full', image && 'border-white/60 bg-white/10 text-white hover:bg-white/20')}>
              <WandSparkles className="h-5 w-5" aria-hidden="true" />
              {t('hero.quiz')}
            </Link>
          </div>
          <ul className={cn('mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium', image ? 'text-white/90' : 'text-foreground/80')}>
            {promises.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className={cn('h-4 w-4', !image && 'text-primary-strong')} aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        {!image && <HeroArt />}
      </div>
    </section>
  );
}
