import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fieldIssues } from './server-issues';

const refusal = (body: Record<string, unknown>) => new ApiError(400, JSON.stringify(body), String(body.code), null);
const holds = (fields: string[]) => (path: string) => fields.includes(path);

describe('the server’s field issues', () => {
  it('keeps the first issue of each field the form holds, by its path or its first part, and leaves the rest to the toast', () => {
    const err = refusal({
      code: 'invalid_data',
      message: 'Données invalides',
      details: {
        issues: [
          { path: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
          { path: 'recipientPhone', message: 'second issue on the same field' },
          { path: 'items.0.quantity', message: 'La quantité minimale est 1' },
          { path: 'name.fr', message: 'Le nom est requis' },
          { path: 'deliveryDate.day', message: 'La date de livraison est trop lointaine' },
        ],
      },
    });
    expect(fieldIssues(err, holds(['recipientPhone', 'deliveryDate', 'name.fr', 'name']))).toEqual([
      { field: 'recipientPhone', message: 'Numéro de téléphone marocain invalide' },
      { field: 'name.fr', message: 'Le nom est requis' },
      { field: 'deliveryDate', message: 'La date de livraison est trop lointaine' },
    ]);
  });

  it('finds nothing when the answer is not JSON, has no issues, or is not an answer', () => {
    const all = () => true;
    expect(fieldIssues(new ApiError(502, 'Bad Gateway', null, null), all)).toEqual([]);
    expect(fieldIssues(refusal({ code: 'conflict', message: 'Stock insuffisant', details: {} }), all)).toEqual([]);
    expect(fieldIssues(new Error('offline'), all)).toEqual([]);
  });
});
