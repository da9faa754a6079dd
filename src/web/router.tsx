import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { StoreLayout } from './routes/store/layout';
import { loadNamespace } from './i18n';
import { Spinner } from './components/ui/skeleton';

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

const storePaths = [
  ['/', Home],
  ['/catalog', Catalog],
  ['/gifts/:id', Gift],
  ['/occasions', Occasions],
  ['/about', About],
  ['/contact', Contact],
  ['/privacy', Privacy],
  ['/terms', Terms],
  ['/faq', Faq],
  ['/auth', Auth],
  ['/reset-password', ResetPassword],
  ['/profile', Profile],
  ['/checkout', Checkout],
  ['/order-success', OrderSuccess],
  ['/orders', Orders],
  ['/orders/:id', OrderDetail],
  ['/track', Track],
  ['/newsletter/confirm', NewsletterConfirm],
] as const;

function PageFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} className="min-h-[50vh]" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {storePaths.map(([path, Page]) => (
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
