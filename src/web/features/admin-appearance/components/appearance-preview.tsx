import type { CSSProperties } from 'react';
import { Gift, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Appearance } from '@contracts/appearance';
import type { Locale } from '@contracts/common';
import { themeVariables } from '@contracts/theme';
import { cn } from '@/lib/cn';

/**
 * A small mock of the storefront (header, hero, a gift card, the about block) drawn with the edited
 * values as the very CSS variables the server will write into the page. Nothing in it is interactive.
 */
export function AppearancePreview({ look, lang }: { look: Appearance; lang: Locale }) {
  const { t } = useTranslation('admin-appearance');
  const tp = (key: 'shop' | 'card' | 'price' | 'add' | 'badge') => t(`preview.${key}`, { lng: lang });
  const text = (field: 'heroTitle' | 'heroSubtitle' | 'tagline' | 'aboutTitle' | 'aboutContent') => look[field][lang] || look[field].fr;
  const style = {
    ...themeVariables(look),
    ...(look.backgroundImageUrl && { backgroundImage: `url("${look.backgroundImageUrl}")`, backgroundSize: 'cover' }),
  } as CSSProperties;
  const hero = look.heroImageUrl;
  const lift = look.animationsEnabled && 'transition-transform duration-300 hover:-translate-y-1';

  return (
    <div
      data-testid="appearance-preview"
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      style={style}
      className="overflow-hidden rounded-[calc(var(--radius)*2)] border border-border bg-background font-sans text-foreground"
    >
      <div className="flex items-center gap-2 border-b border-border bg-background/95 px-4 py-3">
        {look.logoUrl ? (
          <img src={look.logoUrl} alt="" className="h-7 w-auto object-contain" />
        ) : (
          <Gift className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        )}
        <span className="font-heading font-semibold">{look.company_name}</span>
      </div>
      <div className={cn('relative isolate px-5 py-8', hero && 'text-white')}>
        {hero ? (
          <>
            <img src={hero} alt="" className="absolute inset-0 -z-20 h-full w-full object-cover" />
            <div className="absolute inset-0 -z-10 bg-black/60" />
          </>
        ) : (
          <div className="absolute inset-0 -z-10 bg-[linear-gradient(135deg,var(--color-secondary)_0%,var(--color-background)_45%,color-mix(in_srgb,var(--color-accent)_40%,var(--color-background))_100%)]" />
        )}
        <p className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold', hero ? 'bg-white/15' : 'bg-card/80 text-primary-strong')}>
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
          {text('tagline')}
        </p>
        <p data-testid="preview-title" className="mt-3 font-heading text-2xl leading-tight font-semibold text-balance">
          {text('heroTitle')}
        </p>
        <p className={cn('mt-2 text-sm', hero ? 'text-white/90' : 'text-foreground/80')}>{text('heroSubtitle')}</p>
        <span
          data-testid="preview-button"
          className="mt-4 inline-flex h-10 items-center rounded-[var(--radius)] bg-primary px-4 text-sm font-medium text-on-primary shadow-[var(--shadow-card)]"
        >
          {tp('shop')}
        </span>
      </div>
      <div className="grid gap-4 px-5 pb-6 sm:grid-cols-2">
        <div className={cn('overflow-hidden rounded-[var(--radius)] border border-border bg-card shadow-[var(--shadow-card)]', lift)}>
          <div className="relative h-24 bg-[linear-gradient(135deg,var(--color-accent),var(--color-secondary))]">
            <span className="absolute start-2 top-2 rounded-full bg-card px-2 py-0.5 text-xs font-semibold">{tp('badge')}</span>
          </div>
          <div className="space-y-1 p-3">
            <p className="font-heading text-sm font-semibold">{tp('card')}</p>
            <p className="text-sm font-semibold text-primary-strong">{tp('price')}</p>
            <span className="mt-1 flex h-8 items-center justify-center rounded-[var(--radius)] bg-primary text-xs font-medium text-on-primary">{tp('add')}</span>
          </div>
        </div>
        <div className="rounded-[var(--radius)] bg-secondary/70 p-3">
          <p className="font-heading text-sm font-semibold">{text('aboutTitle')}</p>
          <p className="mt-1 line-clamp-5 text-xs text-foreground/80">{text('aboutContent')}</p>
        </div>
      </div>
    </div>
  );
}
