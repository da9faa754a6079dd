import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { splitIssues } from './server-issues';

const refusal = (body: Record<string, unknown>) => new ApiError(400, JSON.stringify(body), String(body.code), null);

describe('server validation issues', () => {
  it('maps field issues to the form and keeps the others for the toast', () => {
    const err = refusal({
      code: 'invalid_data',
      message: 'Données invalides',
      details: {
        issues: [
          { path: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
          { path: 'recipientPhone', message: 'second issue on the same field' },
          { path: 'items.0.quantity', message: 'La quantité minimale est 1' },
          { path: 'deliveryDate', message: 'La date de livraison est trop lointaine' },
        ],
      },
    });
    expect(splitIssues(err)).toEqual({
      fields: [
        { field: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
        { field: 'deliveryDate', message: 'La date de livraison est trop lointaine' },
      ],
      other: ['La quantité minimale est 1'],
    });
  });

  it('gives nothing to map when the answer is not JSON or has no issues', () => {
    expect(splitIssues(new ApiError(502, 'Bad Gateway', null, null))).toEqual({ fields: [], other: [] });
    expect(splitIssues(refusal({ code: 'conflict', message: 'Stock insuffisant', details: {} }))).toEqual({ fields: [], other: [] });
    expect(splitIssues(new Error('offline'))).toEqual({ fields: [], other: [] });
  });
});
