import { useEffect, useRef, type ReactNode } from 'react';
import { DemoRibbon } from '@/components/layout/demo-ribbon';
import { MaintenanceRibbon } from '@/components/layout/maintenance-ribbon';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { useScrollToTop } from '@/components/layout/use-scroll-to-top';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartButton } from '@/features/cart/components/cart-button';
import { useCartLimit } from '@/hooks/use-cart-limit';
import { replayEarlyTapsOutside } from '@/lib/early-taps';

/** Every storefront page: skip link, header, the page (its own <main id="main">), footer. */
export function StoreLayout({ children }: { children: ReactNode }) {
  useScrollToTop();
  useCartLimit();
  // On a rendered page React hydrates this frame first and the page within it after (a Suspense
  // boundary of its own): from then on only taps on the page wait for its code (decision 045).
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    performance.mark('frame-ready');
    if (page.current) void replayEarlyTapsOutside(page.current);
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <MaintenanceRibbon />
      <DemoRibbon />
      <SiteHeader account={<UserMenu />} cart={<CartButton />} />
      {/* At least a screen tall, so the footer never shows then jumps while a page loads. */}
      <div ref={page} className="min-h-svh flex-1">
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
