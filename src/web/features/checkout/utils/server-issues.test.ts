import { describe, expect, it } from 'vitest';
import { splitIssues } from './server-issues';

describe('server validation issues', () => {
  it('maps field issues to the form and keeps the others for the toast', () => {
    const body = JSON.stringify({
      code: 'invalid',
      message: 'Données invalides',
      issues: [
        { path: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
        { path: 'recipientPhone', message: 'second issue on the same field' },
        { path: 'items.0.quantity', message: 'La quantité minimale est 1' },
        { path: 'deliveryDate', message: 'La date de livraison est trop lointaine' },
      ],
    });
    expect(splitIssues(body)).toEqual({
      fields: [
        { field: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
        { field: 'deliveryDate', message: 'La date de livraison est trop lointaine' },
      ],
      other: ['La quantité minimale est 1'],
    });
  });

  it('gives nothing to map when the answer is not JSON or has no issues', () => {
    expect(splitIssues('Bad Gateway')).toEqual({ fields: [], other: [] });
    expect(splitIssues('{"code":"conflict","message":"Stock insuffisant"}')).toEqual({ fields: [], other: [] });
  });
});
