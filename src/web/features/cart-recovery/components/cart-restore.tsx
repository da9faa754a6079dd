import { useEffect } from 'react';
import { CircleAlert, LinkIcon, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { cart } from '@/stores/cart';
import { useRestoreCart } from '@/features/cart-recovery/api/saved-carts';
import { restoredItems, restoredWhole } from '@/features/cart-recovery/utils/restored-items';

/**
 * The reminder's link: puts the saved gifts back in the cart and opens the checkout. When a gift is
 * gone or short of stock, says which before going on. The page posts the token, so a mail scanner
 * following the link restores nothing.
 */
export function CartRestore({ token }: { token: string }) {
  const { t } = useTranslation('carts');
  const locale = useLocale();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const restore = useRestoreCart();
  const { mutate } = restore;
  useEffect(() => {
    if (!token) return;
    mutate(
      { token, locale },
      {
        onSuccess: (restored) => {
          if (restored.lines.length) cart.load(restoredItems(restored));
          if (restored.lines.length && restoredWhole(restored)) navigate('/checkout', { replace: true });
        },
      },
    );
  }, [token, locale, mutate, navigate]);

  if (!token || restore.isError) {
    return (
      <div role="alert" className="text-center">
        <LinkIcon className="mx-auto h-14 w-14 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">{t('restore.invalidTitle')}</h1>
        <p className="mt-3 text-muted">{token ? errorText(restore.error, t('restore.invalidText')) : t('restore.invalidText')}</p>
        <Link href="/catalog" className={`${buttonClass('primary')} mt-6`}>
          {t('restore.catalog')}
        </Link>
      </div>
    );
  }
  const restored = restore.data;
  if (!restored || (restored.lines.length && restoredWhole(restored))) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('restore.pending')}
      </p>
    );
  }
  const nameOf = (giftId: string) => restored.lines.find((l) => l.giftId === giftId)?.name ?? '';
  return (
    <div role="status">
      <CircleAlert className="mx-auto h-14 w-14 text-amber-700" aria-hidden="true" />
      <h1 className="mt-4 text-center text-3xl font-semibold">{t(restored.lines.length ? 'restore.changedTitle' : 'restore.emptyTitle')}</h1>
      <ul className="mt-4 list-disc space-y-1 ps-5">
        {restored.gone.map((g) => (
          <li key={g.giftId}>{g.name ? t('restore.gone', { name: g.name }) : t('restore.goneUnnamed')}</li>
        ))}
        {restored.shortened.map((s) => (
          <li key={s.giftId}>{t('restore.shortened', { name: nameOf(s.giftId) })}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {restored.lines.length > 0 && (
          <Link href="/checkout" className={buttonClass('primary')}>
            {t('restore.checkout')}
          </Link>
        )}
        <Link href="/catalog" className={buttonClass(restored.lines.length ? 'outline' : 'primary')}>
          {t('restore.catalog')}
        </Link>
      </div>
    </div>
  );
}
