import { Link } from 'wouter';
import { ArrowRight, Gift as GiftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useVisibleCategories } from '@/features/catalog/api/get-categories';
import { variantUrl } from '@/features/catalog/utils/gift-image';

/** Up to six visible categories, each opening the catalogue filtered on it. */
export function CategoryShowcase() {
  const { t } = useTranslation('catalog');
  const categories = useVisibleCategories();
  const list = categories.data?.slice(0, 6) ?? [];
  if (categories.isError || (categories.isSuccess && list.length === 0)) return null;

  return (
    <section aria-labelledby="categories-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">{t('categories.eyebrow')}</p>
        <h2 id="categories-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t('categories.title')}
        </h2>
        <p className="mt-3 text-muted">{t('categories.subtitle')}</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-28 rounded-[calc(var(--radius)*2)]" />
              </li>
            ))
          : list.map((c) => (
              <li key={c.id} className="flex *:flex-1">
                <CategoryCard category={c} />
              </li>
            ))}
      </ul>
    </section>
  );
}

/** Emoji or short text icons are shown as set by the shop; anything longer falls back to a gift icon. */
const shortIcon = (icon: string | null) => (icon && [...icon].length <= 4 ? icon : null);

function CategoryCard({ category }: { category: Category }) {
  const locale = useLocale();
  const icon = shortIcon(category.icon);
  return (
    <Link
      href={`/catalog?category=${category.id}`}
      className="group flex flex-col items-center gap-3 rounded-[calc(var(--radius)*2)] border border-border bg-card p-4 text-center shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-primary hover:shadow-lg sm:flex-row sm:gap-4 sm:text-start"
    >
      <span
        className="flex h-14 w-14 shrink-0 sm:h-16 sm:w-16 items-center justify-center overflow-hidden rounded-full text-3xl"
        style={{ backgroundColor: `color-mix(in srgb, ${category.color} 22%, white)` }}
        aria-hidden="true"
      >
        {category.imageUrl ? (
          <img src={variantUrl(category.imageUrl, 400)} alt="" width={64} height={64} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          (icon ?? <GiftIcon className="h-7 w-7 text-primary-strong" />)
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block leading-snug font-semibold group-hover:text-primary-strong sm:text-lg">{localized(category.name, locale)}</span>
        <span className="mt-0.5 line-clamp-2 hidden text-sm text-muted sm:block">{localized(category.description, locale)}</span>
      </span>
      <ArrowRight className="hidden h-5 w-5 shrink-0 sm:block text-primary-strong transition group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" aria-hidden="true" />
    </Link>
  );
}
