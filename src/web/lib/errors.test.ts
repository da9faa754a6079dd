import { describe, expect, it } from 'vitest';
import { errorCodes, type ErrorCode } from '@contracts/errors';
import ar from '@/i18n/locales/ar/errors.json';
import en from '@/i18n/locales/en/errors.json';
import fr from '@/i18n/locales/fr/errors.json';
import { ApiError } from './api';
import { errorDetails, errorText } from './errors';

const texts = { fr, ar, en } as const;
const failure = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new ApiError(409, JSON.stringify({ code, message, details }), code, message);
const show = (err: unknown, language: keyof typeof texts) =>
  errorText(err, language, (code: ErrorCode) => texts[language][code], 'Réessayez plus tard');

const notCancellable = failure('not_cancellable', 'Cette commande ne peut plus être annulée.');

describe('the text of a failed call', () => {
  it('speaks Arabic and English from the code, never the server’s French', () => {
    expect(show(notCancellable, 'ar')).toBe(ar.not_cancellable);
    expect(show(notCancellable, 'en')).toBe(en.not_cancellable);
  });

  it('keeps the server’s own message in French', () => {
    const stock = failure('out_of_stock', 'Stock insuffisant pour Coffret thé', { shortages: [] });
    expect(show(stock, 'fr')).toBe('Stock insuffisant pour Coffret thé');
  });

  it('falls back to the server’s French for a code it does not know, and to the screen’s text without an answer', () => {
    expect(show(failure('review_closed', 'Les avis sont fermés.'), 'en')).toBe('Les avis sont fermés.');
    expect(show(new Error('offline'), 'ar')).toBe('Réessayez plus tard');
  });

  it('has a text for every code of the contract in every language', () => {
    for (const language of ['fr', 'ar', 'en'] as const) {
      for (const code of Object.keys(errorCodes)) expect(texts[language], `${language}: ${code}`).toHaveProperty(code);
    }
  });
});

describe('the details of a failed call', () => {
  it('reads them only for the codes asked for', () => {
    const err = failure('unpaid_limit', 'Vous avez déjà 10 exemplaire(s)…', { giftId: 'a', held: 10, max: 10 });
    expect(errorDetails(err, 'unpaid_limit')).toEqual({ giftId: 'a', held: 10, max: 10 });
    expect(errorDetails(err, 'price_changed')).toBeNull();
  });
});
