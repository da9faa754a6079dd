import type { FastifyInstance } from 'fastify';

/** For API tests: the owner creates a promotion; answers its id, or throws with the refusal. */
export async function addPromotion(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/promotions', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`promotion not created: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; code: string | null };
}

let codes = 0;
/** A code no other test of the file uses. */
export const freshCode = (prefix = 'PROMO') => `${prefix}${++codes}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
