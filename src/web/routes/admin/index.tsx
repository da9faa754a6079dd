import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { adminPages } from '@contracts/pages';
import { AdminGuard } from '@/components/admin/admin-guard';
import { AdminLayout } from '@/components/admin/admin-layout';
import { Spinner } from '@/components/ui/skeleton';

// Each screen is its own chunk, loaded once the visitor is known to be an admin.
const Dashboard = lazy(() => import('./dashboard'));
const Gifts = lazy(() => import('./gifts'));
const Categories = lazy(() => import('./categories'));
const Orders = lazy(() => import('./orders'));
const OrderPayment = lazy(() => import('./order-payment'));
const Reviews = lazy(() => import('./reviews'));
const Settings = lazy(() => import('./settings'));
const Inbox = lazy(() => import('./inbox'));
const Content = lazy(() => import('./content'));
const NotificationSettings = lazy(() => import('./notification-settings'));
const Outbox = lazy(() => import('./outbox'));
const Redeem = lazy(() => import('./redeem'));
const Partners = lazy(() => import('./partners'));
const Deliveries = lazy(() => import('./deliveries'));
const DeliveryCalendar = lazy(() => import('./delivery-calendar'));
const Currencies = lazy(() => import('./currencies'));
const Promotions = lazy(() => import('./promotions'));
const Extras = lazy(() => import('./extras'));
const Pots = lazy(() => import('./pots'));
const NotFound = lazy(() => import('@/routes/not-found'));

/** Guard and frame around a screen. Routes below share this element type, so the frame stays mounted between screens. */
function Shell({ children, partnerScreen }: { children: ReactNode; partnerScreen?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <AdminGuard partnerScreen={partnerScreen}>
      <AdminLayout>
        <Suspense fallback={<Spinner label={t('loading')} className="min-h-[50vh]" />}>{children}</Suspense>
      </AdminLayout>
    </AdminGuard>
  );
}

/**
 * The back office: every /admin path; one the spec does not name is the 404 page. The paths are the
 * server's list, so a screen loaded directly (typed or reloaded) is never answered 404.
 */
export default function AdminRoutes() {
  return (
    <Switch>
      <Route path={adminPages.dashboard}>
        <Shell>
          <Dashboard />
        </Shell>
      </Route>
      <Route path={adminPages.orders}>
        <Shell>
          <Orders />
        </Shell>
      </Route>
      <Route path={adminPages.orderPayment}>
        <Shell>
          <OrderPayment />
        </Shell>
      </Route>
      <Route path={adminPages.deliveries}>
        <Shell>
          <Deliveries />
        </Shell>
      </Route>
      <Route path={adminPages.deliveryCalendar}>
        <Shell>
          <DeliveryCalendar />
        </Shell>
      </Route>
      <Route path={adminPages.currencies}>
        <Shell>
          <Currencies />
        </Shell>
      </Route>
      <Route path={adminPages.promotions}>
        <Shell>
          <Promotions />
        </Shell>
      </Route>
      <Route path={adminPages.extras}>
        <Shell>
          <Extras />
        </Shell>
      </Route>
      <Route path={adminPages.pots}>
        <Shell>
          <Pots />
        </Shell>
      </Route>
      <Route path={adminPages.gifts}>
        <Shell>
          <Gifts />
        </Shell>
      </Route>
      <Route path={adminPages.categories}>
        <Shell>
          <Categories />
        </Shell>
      </Route>
      <Route path={adminPages.inbox}>
        <Shell>
          <Inbox />
        </Shell>
      </Route>
      <Route path={adminPages.reviews}>
        <Shell>
          <Reviews />
        </Shell>
      </Route>
      <Route path={adminPages.settings}>
        <Shell>
          <Settings />
        </Shell>
      </Route>
      <Route path={adminPages.content}>
        <Shell>
          <Content />
        </Shell>
      </Route>
      <Route path={adminPages.notificationSettings}>
        <Shell>
          <NotificationSettings />
        </Shell>
      </Route>
      <Route path={adminPages.redeem}>
        <Shell partnerScreen>
          <Redeem />
        </Shell>
      </Route>
      <Route path={adminPages.partners}>
        <Shell>
          <Partners />
        </Shell>
      </Route>
      <Route path={adminPages.outbox}>
        <Shell>
          <Outbox />
        </Shell>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
