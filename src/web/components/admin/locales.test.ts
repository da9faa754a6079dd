import { describe, expect, it } from 'vitest';
import fr from '@/i18n/locales/fr/admin.json';
import ar from '@/i18n/locales/ar/admin.json';
import en from '@/i18n/locales/en/admin.json';

/** Flattened keys, with plural suffixes folded so "left_one" and "left_few" both count as "left". */
function keys(value: object, prefix = ''): string[] {
  const out = Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(out)].sort();
}

describe('back office translations', () => {
  it('translates every French key into Arabic and English', () => {
    expect(keys(ar)).toEqual(keys(fr));
    expect(keys(en)).toEqual(keys(fr));
  });

  it('uses the spec’s own words for access and statuses', () => {
    expect(fr.access).toMatchObject({
      unauthorized: 'Accès non autorisé',
      denied: 'Accès refusé',
      deniedText: 'Vous devez être administrateur pour accéder à cette page.',
      restricted: 'Accès restreint',
      restrictedText: 'Cette page est réservée aux administrateurs.',
      backHome: "Retour à l'accueil",
    });
    expect(fr.status).toEqual({ pending: 'En attente', processing: 'En cours', delivered: 'Livré', cancelled: 'Annulé' });
    expect(fr.paymentStatus).toMatchObject({ completed: 'Payé', failed: 'Échec', awaiting_transfer: 'En attente de virement' });
  });
});
