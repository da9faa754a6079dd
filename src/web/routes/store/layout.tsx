import type { ReactNode } from 'react';
import { DemoRibbon } from '@/components/layout/demo-ribbon';
import { MaintenanceRibbon } from '@/components/layout/maintenance-ribbon';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { useScrollToTop } from '@/components/layout/use-scroll-to-top';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { useCartLimit } from '@/hooks/use-cart-limit';

/** Every storefront page: skip link, header, the page (its own <main id="main">), footer. */
export function StoreLayout({ children }: { children: ReactNode }) {
  useScrollToTop();
  useCartLimit();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MaintenanceRibbon />
      <DemoRibbon />
      <SiteHeader account={<UserMenu />} cart={<CartButton />} />
      {/* At least a screen tall, so the footer never shows then jumps while a page loads. */}
      <div className="min-h-svh flex-1">{children}</div>
      <SiteFooter />
    </div>
  );
}
