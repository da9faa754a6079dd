import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

const ctx = await useTestApp();
const subscribe = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('stores a subscriber with their language', async () => {
    const res = await subscribe({ email: 'salma@exemple.ma', locale: 'ar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('newsletter');
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows).toMatchObject([{ email: 'salma@exemple.ma', locale: 'ar' }]);
  });

  it('answers the same success to a second sign-up in any case, without a duplicate', async () => {
    const first = await subscribe({ email: 'Karim@Exemple.ma' });
    const again = await subscribe({ email: '  KARIM@exemple.MA ', locale: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows.filter((r) => r.email === 'karim@exemple.ma')).toHaveLength(1);
  });

  it.each([[{ email: 'pas-un-email' }], [{ email: '' }], [{}], [{ email: 42 }], [{ email: `${'a'.repeat(260)}@exemple.ma` }]])(
    'refuses %j with "Adresse email invalide"',
    async (payload) => {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Adresse email invalide');
    },
  );

  it('falls back to French for an unknown language', async () => {
    await subscribe({ email: 'nadia@exemple.ma', locale: 'de' });
    const rows = await ctx.database.db.select().from(newsletterSubscribers);
    expect(rows.find((r) => r.email === 'nadia@exemple.ma')?.locale).toBe('fr');
  });
});
