import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { useTranslation } from 'react-i18next';
import { pageTexts, storePages, type StorePage } from '@contracts/pages';
import { StoreLayout } from './routes/store/layout';
import { loadTexts } from './i18n';
import { Spinner } from './components/ui/skeleton';
import { replayEarlyTaps } from './lib/early-taps';

type Screen = LazyExoticComponent<ComponentType>;
type Module = Promise<{ default: ComponentType }>;

/** A page's code and its texts load together, so it never renders before its words. */
const page = (name: StorePage, load: () => Module): Screen =>
  lazy(() => Promise.all([load(), loadTexts(pageTexts[name])]).then(([m]) => m));

// Every page the server knows (it answers 404 to any other path) has its screen here: a missing one fails the type check.
const screens: Record<StorePage, Screen> = {
  home: page('home', () => import('./routes/store/home')),
  catalog: page('catalog', () => import('./routes/store/catalog')),
  gift: page('gift', () => import('./routes/store/gift')),
  occasions: page('occasions', () => import('./routes/store/occasions')),
  about: page('about', () => import('./routes/store/about')),
  contact: page('contact', () => import('./routes/store/contact')),
  privacy: page('privacy', () => import('./routes/store/privacy')),
  terms: page('terms', () => import('./routes/store/terms')),
  faq: page('faq', () => import('./routes/store/faq')),
  auth: page('auth', () => import('./routes/store/auth')),
  resetPassword: page('resetPassword', () => import('./routes/store/reset-password')),
  profile: page('profile', () => import('./routes/store/profile')),
  checkout: page('checkout', () => import('./routes/store/checkout')),
  orderSuccess: page('orderSuccess', () => import('./routes/store/order-success')),
  orders: page('orders', () => import('./routes/store/orders')),
  order: page('order', () => import('./routes/store/order-detail')),
  track: page('track', () => import('./routes/store/track')),
  newsletterConfirm: page('newsletterConfirm', () => import('./routes/store/newsletter-confirm')),
  reviewOrder: page('reviewOrder', () => import('./routes/store/review-order')),
  giftQuiz: page('giftQuiz', () => import('./routes/store/gift-quiz')),
  newsletterUnsubscribe: page('newsletterUnsubscribe', () => import('./routes/store/newsletter-unsubscribe')),
  ecard: page('ecard', () => import('./routes/store/e-card')),
  giftClaim: page('giftClaim', () => import('./routes/store/gift-claim')),
  remindersUnsubscribe: page('remindersUnsubscribe', () => import('./routes/store/reminders-unsubscribe')),
  cartRestore: page('cartRestore', () => import('./routes/store/cart-restore')),
  cartRemindersStop: page('cartRemindersStop', () => import('./routes/store/cart-reminders-stop')),
  pot: page('pot', () => import('./routes/store/pot')),
};
const storeRoutes = (Object.keys(storePages) as StorePage[]).map((name) => [storePages[name], screens[name]] as const);

const NotFound = lazy(() => import('./routes/not-found'));
// The back office and its frame's texts load together, only when an /admin page is opened.
const Admin = lazy(() => Promise.all([import('./routes/admin'), loadTexts(['admin'])]).then(([m]) => m));
const ADMIN = /^\/admin(?:\/|$)/i;

function PageFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} className="min-h-[50vh]" />;
}

/**
 * Once the first page's screen is on (hydrated, for a page the server drew), replays the taps made
 * before its code came (decision 040) and marks the document (`data-ready`, for measuring).
 */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    void replayEarlyTaps();
  }, []);
  return null;
}

/** The storefront: one layout that stays mounted while the visitor moves between its pages. */
function Store() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (!storeRoutes.some(([path]) => matchRoute(parser, path, location)[0])) return <NotFound />;
  return (
    <StoreLayout>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {storeRoutes.map(([path, Screen]) => (
            <Route key={path} path={path} component={Screen} />
          ))}
        </Switch>
        <Ready />
      </Suspense>
    </StoreLayout>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path={ADMIN}>
          <Admin />
        </Route>
        <Route>
          <Store />
        </Route>
      </Switch>
    </Suspense>
  );
}
