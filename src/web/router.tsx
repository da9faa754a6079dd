import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { StoreLayout } from './routes/store/layout';
import { loadNamespace } from './i18n';
import { Spinner } from './components/ui/skeleton';
import { storePages, type StorePage } from '../contracts/pages';

// Every page is its own chunk; the shell (header, footer, cart) loads with the first one.
const Home = lazy(() => import('./routes/store/home'));
const Catalog = lazy(() => import('./routes/store/catalog'));
const Gift = lazy(() => import('./routes/store/gift'));
const Occasions = lazy(() => import('./routes/store/occasions'));
const About = lazy(() => import('./routes/store/about'));
const Contact = lazy(() => import('./routes/store/contact'));
const Privacy = lazy(() => import('./routes/store/privacy'));
const Terms = lazy(() => import('./routes/store/terms'));
const Faq = lazy(() => import('./routes/store/faq'));
const Auth = lazy(() => import('./routes/store/auth'));
const ResetPassword = lazy(() => import('./routes/store/reset-password'));
const Profile = lazy(() => import('./routes/store/profile'));
const Checkout = lazy(() => import('./routes/store/checkout'));
const OrderSuccess = lazy(() => import('./routes/store/order-success'));
const Orders = lazy(() => import('./routes/store/orders'));
const OrderDetail = lazy(() => import('./routes/store/order-detail'));
const Track = lazy(() => import('./routes/store/track'));
const NewsletterConfirm = lazy(() => import('./routes/store/newsletter-confirm'));
const NotFound = lazy(() => import('./routes/not-found'));
// The back office and its texts load together, only when an /admin page is opened.
const Admin = lazy(() => Promise.all([import('./routes/admin'), loadNamespace('admin')]).then(([m]) => m));
const ADMIN = /^\/admin(?:\/|$)/i;

// Every page the server knows (it answers 404 to any other path) has its screen here: a missing one fails the type check.
const screens: Record<StorePage, LazyExoticComponent<ComponentType>> = {
  home: Home,
  catalog: Catalog,
  gift: Gift,
  occasions: Occasions,
  about: About,
  contact: Contact,
  privacy: Privacy,
  terms: Terms,
  faq: Faq,
  auth: Auth,
  resetPassword: ResetPassword,
  profile: Profile,
  checkout: Checkout,
  orderSuccess: OrderSuccess,
  orders: Orders,
  order: OrderDetail,
  track: Track,
  newsletterConfirm: NewsletterConfirm,
};
const storeRoutes = (Object.keys(storePages) as StorePage[]).map((page) => [storePages[page], screens[page]] as const);

function PageFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} className="min-h-[50vh]" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {storeRoutes.map(([path, Page]) => (
          <Route key={path} path={path}>
            <StoreLayout>
              <Suspense fallback={<PageFallback />}>
                <Page />
              </Suspense>
            </StoreLayout>
          </Route>
        ))}
        <Route path={ADMIN}>
          <Admin />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
