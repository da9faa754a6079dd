import { describe, expect, it } from 'vitest';
import { settingKeysIn } from '@contracts/settings';
import fr from '@/i18n/locales/fr/admin-settings.json';
import ar from '@/i18n/locales/ar/admin-settings.json';
import en from '@/i18n/locales/en/admin-settings.json';
import { fieldsOf, settingsLayout } from './settings-fields';
import { settingsFormSchema } from './settings-form';

const tabs = Object.keys(settingsLayout) as (keyof typeof settingsLayout)[];
const lookup = (texts: object, path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], texts);

describe('the settings screen', () => {
  it.each(tabs)('shows every setting of the %s tab once, and no other', (tab) => {
    const keys = fieldsOf(tab).map((f) => f.key);
    expect([...keys].sort()).toEqual([...settingKeysIn(tab)].sort());
  });

  it.each([
    ['fr', fr],
    ['ar', ar],
    ['en', en],
  ])('has every label, section and option text in %s', (_lang, texts) => {
    for (const tab of tabs) {
      for (const section of settingsLayout[tab]) {
        expect(lookup(texts, `sections.${section.id}.title`), section.id).toEqual(expect.any(String));
        for (const f of section.fields) {
          expect(lookup(texts, `fields.${f.key}.label`), f.key).toEqual(expect.any(String));
          if (f.labelled) for (const o of f.options ?? []) expect(lookup(texts, `options.${f.key}.${o}`), `${f.key}.${o}`).toEqual(expect.any(String));
          if (f.confirm) for (const part of ['on.title', 'on.text', 'on.action', 'off.title', 'off.text', 'off.action']) expect(lookup(texts, `confirm.${f.key}.${part}`), `${f.key}.${part}`).toEqual(expect.any(String));
        }
      }
    }
  });

  it('checks a tab with the contract’s own rules', () => {
    const schema = settingsFormSchema(fieldsOf('general').map((f) => f.key));
    const base = { maintenance_mode: false, user_registration: true, default_currency: 'MAD', default_language: 'fr', notify_new_orders: true, notify_new_users: false, admin_email: '', reminder_days_before: 7, cart_reminder_delay_hours: 4 };
    expect(schema.safeParse({ ...base, max_order_items: 50 }).success).toBe(true);
    const tooMany = schema.safeParse({ ...base, max_order_items: 51 });
    expect(tooMany.error?.issues[0]).toMatchObject({ path: ['max_order_items'], message: 'La valeur doit être comprise entre 1 et 50' });
    expect(schema.safeParse({ ...base, max_order_items: 5, default_currency: 'JPY' }).success).toBe(false);
    expect(schema.safeParse({ ...base, max_order_items: 5, default_currency: 'GBP' }).success).toBe(true);
  });
});
