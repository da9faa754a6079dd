import type { FastifyInstance } from 'fastify';

/** For API tests: the owner creates an extra (a card, zones Casablanca by default); answers it, or throws with the refusal. */
export async function addExtra(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown> = {}) {
  const payload = { name: { fr: 'Carte de vœux', ar: 'بطاقة تهنئة', en: 'Greeting card' }, price: '20.00', vatRate: 20, stock: 10, zones: ['casablanca'], ...body };
  const res = await app.inject({ method: 'POST', url: '/api/admin/extras', headers, payload });
  if (res.statusCode !== 201) throw new Error(`extra not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; stock: number; price: string };
}
