import { Package, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { localized } from '@/lib/format';
import { usePrice } from '@/hooks/use-price';
import { useLocale } from '@/i18n/locale';
import { useVisibleCategories } from '@/features/catalog/api/get-categories';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { DeliveryInfo } from './delivery-info';
import { GiftBreadcrumb } from './gift-breadcrumb';
import { GiftExtras } from './gift-extras';
import { GiftGallery } from './gift-gallery';
import { GiftPurchase } from './gift-purchase';
import { GiftRating } from './gift-rating';
import { HelpButtons } from './help-buttons';

/** One gift: gallery beside its name, price, type, purchase, help and delivery information. */
export function GiftDetail({ gift }: { gift: Gift }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const price = usePrice();
  const name = localized(gift.name, locale);
  const category = useVisibleCategories().data?.find((c) => c.id === gift.categoryId);
  const digital = gift.type === 'digital';
  const TypeIcon = digital ? Smartphone : Package;
  const description = localized(gift.description, locale);
  useDocumentTitle(name, { description, image: gift.primaryImage ?? undefined, product: productOf(gift, name) });

  return (
    <>
      <GiftBreadcrumb category={category ? { id: category.id, name: localized(category.name, locale) } : null} name={name} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <GiftGallery key={gift.id} images={gift.images} name={name} />
        <div className="flex flex-col gap-6">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary/20 px-3 py-1 text-sm font-semibold text-primary-strong">
              <TypeIcon className="h-4 w-4" aria-hidden="true" />
              {digital ? t('type.digital') : t('type.physical')}
            </span>
            <h1 className="mt-4 text-3xl leading-tight font-semibold sm:text-4xl">{name}</h1>
            <p className="figures mt-3 text-3xl font-semibold text-primary-strong">{price(gift.price)}</p>
            <div className="mt-2">
              <GiftRating gift={gift} />
            </div>
          </div>
          <p className="text-lg leading-relaxed whitespace-pre-line text-foreground/85">{description}</p>
          <GiftPurchase key={gift.id} gift={gift} />
          {!digital && <GiftExtras />}
          <HelpButtons giftId={gift.id} name={name} />
          <DeliveryInfo hours={gift.deliveryTime} digital={digital} />
        </div>
      </div>
    </>
  );
}

const productOf = (gift: Gift, name: string) => ({
  name,
  sku: gift.slug,
  price: gift.price,
  inStock: gift.stock !== 0,
  digital: gift.type === 'digital',
  rating: gift.reviewCount > 0 && gift.averageRating !== null ? { average: gift.averageRating, count: gift.reviewCount } : null,
});
