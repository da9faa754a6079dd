import { Gift, Star, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZelligePattern } from './zellige-pattern';

/** The hero's decoration on wide screens: a Moroccan arch filled with zellige, and two small promise cards. */
export function HeroArt() {
  const { t } = useTranslation('home');
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm lg:block">
      <div className="relative aspect-[4/5] overflow-hidden rounded-t-full border-8 border-card bg-gradient-to-b from-primary via-primary/85 to-accent shadow-2xl">
        <ZelligePattern className="absolute inset-0 h-full w-full text-white opacity-35" />
        <div className="absolute inset-x-10 top-10 bottom-0 rounded-t-full border-2 border-white/50" />
        <div className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-32 w-32 items-center justify-center rounded-full bg-card shadow-xl ring-8 ring-white/30">
            <Gift className="h-14 w-14 text-primary-strong" strokeWidth={1.25} />
          </span>
        </div>
      </div>
      <div className="absolute -start-10 bottom-14 flex items-center gap-3 rounded-[calc(var(--radius)*2)] bg-card px-4 py-3 shadow-xl">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/25">
          <Truck className="h-5 w-5 text-primary-strong" />
        </span>
        <span>
          <span className="block font-semibold">{t('hero.artDeliveryValue')}</span>
          <span className="block text-xs text-muted">{t('hero.artDelivery')}</span>
        </span>
      </div>
      <div className="absolute -end-8 top-20 rounded-[calc(var(--radius)*2)] bg-card px-4 py-3 shadow-xl">
        <span className="flex gap-0.5 text-amber-500">
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="h-4 w-4 fill-current" />
          ))}
        </span>
        <span className="mt-1 block text-sm font-semibold">{t('stats.ratingValue')}</span>
      </div>
    </div>
  );
}
