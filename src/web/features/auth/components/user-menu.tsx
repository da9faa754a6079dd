import { lazy, Suspense } from 'react';
import { User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useUser } from '@/hooks/use-user';
import { AccountButtonFace, accountButtonClass } from './account-button-face';

// The header is in the first bundle: the dropdown (menu and positioning code) loads only for a signed-in visitor.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The header's account entry: sign-in link, or the signed-in user's menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  if (isLoading) return <span className="block h-10 w-10 animate-pulse rounded-full bg-secondary" aria-hidden="true" />;
  if (user) {
    return (
      <Suspense
        fallback={
          <span className={accountButtonClass} aria-hidden="true">
            <AccountButtonFace firstName={user.firstName} />
          </span>
        }
      >
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Link
      href="/auth"
      className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium transition hover:bg-secondary/70"
    >
      <UserIcon className="h-5 w-5" aria-hidden="true" />
      <span className="sm:hidden">{t('userMenu.signInShort')}</span>
      <span className="hidden sm:inline">{t('userMenu.signIn')}</span>
    </Link>
  );
}
