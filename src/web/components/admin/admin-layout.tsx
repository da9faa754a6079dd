import { useRef, useState, type ReactNode } from 'react';
import { Menu, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSelect } from '@/components/layout/language-switcher';
import { SkipLink } from '@/components/layout/skip-link';
import { useScrollToTop } from '@/components/layout/use-scroll-to-top';
import { Sheet } from '@/components/ui/sheet';
import { AdminNav } from './admin-nav';
import { MaintenanceBanner } from './maintenance-banner';

function AdminBrand() {
  const { t } = useTranslation('admin');
  return (
    <Link href="/admin" className="flex min-w-0 items-center gap-2.5 rounded-[var(--radius)]">
      <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary text-on-primary" aria-hidden="true">
        <ShieldCheck className="h-5 w-5" />
      </span>
      <span className="truncate font-heading text-lg font-semibold">{t('nav.title')}</span>
    </Link>
  );
}

/**
 * The back office's frame: a sidebar on a desktop; on a phone (the owner checks orders there) a
 * top bar whose menu button opens the same menu in a sheet. Hidden when printing delivery slips.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useScrollToTop();
  // The sheet has no Radix trigger, so focus goes back to the menu button once the trap lets go.
  const onMenuOpenChange = (open: boolean) => {
    setMenuOpen(open);
    if (!open) setTimeout(() => menuButton.current?.focus());
  };
  return (
    <div className="min-h-dvh bg-secondary/30 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] print:block print:min-h-0 print:bg-white">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-e border-border bg-card p-4 lg:flex print:hidden">
        <AdminBrand />
        <AdminNav />
        <LanguageSelect />
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-card/95 px-3 backdrop-blur lg:hidden print:hidden">
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            aria-label={t('nav.openMenu')}
            className="grid h-11 w-11 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-secondary"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <div className="me-auto min-w-0">
            <AdminBrand />
          </div>
          <LanguageSelect />
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8 print:max-w-none print:p-0">
          <MaintenanceBanner />
          {children}
        </main>
      </div>
      <Sheet open={menuOpen} onOpenChange={onMenuOpenChange} side="start" className="sheet-from-start" title={t('nav.title')} closeLabel={t('close')}>
        <div className="flex min-h-0 flex-1 flex-col overflow-y-auto p-3">
          <AdminNav onNavigate={() => setMenuOpen(false)} />
        </div>
      </Sheet>
    </div>
  );
}
