import type common from './locales/fr/common.json';
import type home from './locales/fr/home.json';
import type catalog from './locales/fr/catalog.json';
import type cart from './locales/fr/cart.json';
import type pages from './locales/fr/pages.json';
import type auth from './locales/fr/auth.json';
import type checkout from './locales/fr/checkout.json';
import type orders from './locales/fr/orders.json';
import type admin from './locales/fr/admin.json';
import type reviews from './locales/fr/reviews.json';
import type adminReviews from './locales/fr/admin-reviews.json';
import type quiz from './locales/fr/quiz.json';
import type adminAppearance from './locales/fr/admin-appearance.json';
import type adminContent from './locales/fr/admin-content.json';
import type adminNotifications from './locales/fr/admin-notifications.json';
import type adminSettings from './locales/fr/admin-settings.json';
import type adminInbox from './locales/fr/admin-inbox.json';
import type adminRedeem from './locales/fr/admin-redeem.json';
import type adminPartners from './locales/fr/admin-partners.json';
import type ecard from './locales/fr/ecard.json';
import type claim from './locales/fr/claim.json';
import type adminDelivery from './locales/fr/admin-delivery.json';
import type adminCurrencies from './locales/fr/admin-currencies.json';
import type adminPromotions from './locales/fr/admin-promotions.json';
import type adminExtras from './locales/fr/admin-extras.json';
import type extras from './locales/fr/extras.json';
import type errors from './locales/fr/errors.json';
import type delivery from './locales/fr/delivery.json';
import type reminders from './locales/fr/reminders.json';
import type carts from './locales/fr/carts.json';
import type pots from './locales/fr/pots.json';

// French is the source of truth: keys are checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      catalog: typeof catalog;
      cart: typeof cart;
      pages: typeof pages;
      auth: typeof auth;
      checkout: typeof checkout;
      orders: typeof orders;
      admin: typeof admin;
      reviews: typeof reviews;
      'admin-reviews': typeof adminReviews;
      quiz: typeof quiz;
      'admin-appearance': typeof adminAppearance;
      'admin-content': typeof adminContent;
      'admin-notifications': typeof adminNotifications;
      'admin-settings': typeof adminSettings;
      'admin-inbox': typeof adminInbox;
      'admin-redeem': typeof adminRedeem;
      'admin-partners': typeof adminPartners;
      ecard: typeof ecard;
      claim: typeof claim;
      'admin-delivery': typeof adminDelivery;
      'admin-currencies': typeof adminCurrencies;
      'admin-promotions': typeof adminPromotions;
      'admin-extras': typeof adminExtras;
      extras: typeof extras;
      errors: typeof errors;
      delivery: typeof delivery;
      reminders: typeof reminders;
      carts: typeof carts;
      pots: typeof pots;
    };
  }
}
