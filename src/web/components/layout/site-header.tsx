import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { LanguageSelect } from './language-switcher';
import { CurrencySelect } from './currency-select';
import { isCurrent, mainLinks } from './nav-links';
import { TopBar } from './top-bar';
import { useCompanyInfo } from './use-company-info';

// The phone menu loads on first use (fetched early on touch or focus), keeping the first page light.
const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The storefront header, sticky under a delivery band that scrolls away.
 * `account` and `cart` are slots: the layout fills them with the features that own them.
 */
export function SiteHeader({ account, cart }: { account: ReactNode; cart: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The sheet has no Radix trigger to hand focus back to, so closing returns it to the menu button once the focus trap is released.
  const onMenuOpenChange = (next: boolean) => {
    setMenuOpen(next);
    if (!next) setTimeout(() => menuButtonRef.current?.focus());
  };
  const company = useCompanyInfo();
  return (
    <header id="site-header" className="sticky -top-9 z-30">
      <TopBar />
      <div className="border-b border-border/80 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:h-20 sm:gap-4 sm:px-6">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onPointerDown={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            aria-label={t('nav.openMenu')}
            className="grid h-11 w-11 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-secondary/70 lg:hidden"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <Brand className="me-auto lg:me-0" />
          <nav aria-label={t('nav.label')} className="mx-auto hidden lg:block">
            <ul className="flex items-center gap-1">
              {mainLinks.map((link) => {
                const current = isCurrent(link.href, location);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'relative rounded-full px-4 py-2 font-medium transition-colors hover:bg-secondary/70',
                        current && 'text-primary-strong after:absolute after:inset-x-4 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-primary',
                      )}
                    >
                      {t(`nav.${link.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageSelect className="hidden sm:flex" />
            <CurrencySelect className="hidden sm:flex" />
            {account}
            {cart}
          </div>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={onMenuOpenChange} company={company} />
        </Suspense>
      )}
    </header>
  );
}
