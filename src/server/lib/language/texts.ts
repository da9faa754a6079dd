import type { Locale } from '../../../contracts/common.js';
import accountFr from '../../../web/i18n/locales/fr/server-account.json' with { type: 'json' };
import accountAr from '../../../web/i18n/locales/ar/server-account.json' with { type: 'json' };
import accountEn from '../../../web/i18n/locales/en/server-account.json' with { type: 'json' };
import alertsFr from '../../../web/i18n/locales/fr/server-alerts.json' with { type: 'json' };
import alertsAr from '../../../web/i18n/locales/ar/server-alerts.json' with { type: 'json' };
import alertsEn from '../../../web/i18n/locales/en/server-alerts.json' with { type: 'json' };
import cartsFr from '../../../web/i18n/locales/fr/server-carts.json' with { type: 'json' };
import cartsAr from '../../../web/i18n/locales/ar/server-carts.json' with { type: 'json' };
import cartsEn from '../../../web/i18n/locales/en/server-carts.json' with { type: 'json' };
import potsFr from '../../../web/i18n/locales/fr/server-pots.json' with { type: 'json' };
import potsAr from '../../../web/i18n/locales/ar/server-pots.json' with { type: 'json' };
import potsEn from '../../../web/i18n/locales/en/server-pots.json' with { type: 'json' };
import claimsFr from '../../../web/i18n/locales/fr/server-claims.json' with { type: 'json' };
import claimsAr from '../../../web/i18n/locales/ar/server-claims.json' with { type: 'json' };
import claimsEn from '../../../web/i18n/locales/en/server-claims.json' with { type: 'json' };
import commonFr from '../../../web/i18n/locales/fr/server-common.json' with { type: 'json' };
import commonAr from '../../../web/i18n/locales/ar/server-common.json' with { type: 'json' };
import commonEn from '../../../web/i18n/locales/en/server-common.json' with { type: 'json' };
import ecardFr from '../../../web/i18n/locales/fr/server-ecard.json' with { type: 'json' };
import ecardAr from '../../../web/i18n/locales/ar/server-ecard.json' with { type: 'json' };
import ecardEn from '../../../web/i18n/locales/en/server-ecard.json' with { type: 'json' };
import ordersFr from '../../../web/i18n/locales/fr/server-orders.json' with { type: 'json' };
import ordersAr from '../../../web/i18n/locales/ar/server-orders.json' with { type: 'json' };
import ordersEn from '../../../web/i18n/locales/en/server-orders.json' with { type: 'json' };
import quizFr from '../../../web/i18n/locales/fr/server-quiz.json' with { type: 'json' };
import quizAr from '../../../web/i18n/locales/ar/server-quiz.json' with { type: 'json' };
import quizEn from '../../../web/i18n/locales/en/server-quiz.json' with { type: 'json' };
import slipsFr from '../../../web/i18n/locales/fr/server-slips.json' with { type: 'json' };
import slipsAr from '../../../web/i18n/locales/ar/server-slips.json' with { type: 'json' };
import slipsEn from '../../../web/i18n/locales/en/server-slips.json' with { type: 'json' };
import remindersFr from '../../../web/i18n/locales/fr/server-reminders.json' with { type: 'json' };
import remindersAr from '../../../web/i18n/locales/ar/server-reminders.json' with { type: 'json' };
import remindersEn from '../../../web/i18n/locales/en/server-reminders.json' with { type: 'json' };

/**
 * The server's words (e-mails, SMS and WhatsApp texts, the maintenance page, the quiz's reasons) live
 * with the client's, in src/web/i18n/locales/<lng>/server-*.json: one place for the shop's texts in
 * three languages, checked by the same translation test. The French files give the types; Arabic and
 * English must hold the same texts, or this does not compile.
 */
const fr = {
  'server-account': accountFr,
  'server-alerts': alertsFr,
  'server-carts': cartsFr,
  'server-claims': claimsFr,
  'server-common': commonFr,
  'server-ecard': ecardFr,
  'server-orders': ordersFr,
  'server-pots': potsFr,
  'server-quiz': quizFr,
  'server-reminders': remindersFr,
  'server-slips': slipsFr,
};
type Texts = typeof fr;

const byLocale: Record<Locale, Texts> = {
  fr,
  ar: {
    'server-account': accountAr,
    'server-alerts': alertsAr,
    'server-carts': cartsAr,
    'server-claims': claimsAr,
    'server-common': commonAr,
    'server-ecard': ecardAr,
    'server-orders': ordersAr,
    'server-pots': potsAr,
    'server-quiz': quizAr,
    'server-reminders': remindersAr,
    'server-slips': slipsAr,
  },
  en: {
    'server-account': accountEn,
    'server-alerts': alertsEn,
    'server-carts': cartsEn,
    'server-claims': claimsEn,
    'server-common': commonEn,
    'server-ecard': ecardEn,
    'server-orders': ordersEn,
    'server-pots': potsEn,
    'server-quiz': quizEn,
    'server-reminders': remindersEn,
    'server-slips': slipsEn,
  },
};

/** One namespace's texts in one language. */
export const textsIn = <N extends keyof Texts>(locale: Locale, namespace: N): Texts[N] => byLocale[locale][namespace];

/** A text with its `{{name}}` placeholders filled, as i18next fills the client's (nothing escaped). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
