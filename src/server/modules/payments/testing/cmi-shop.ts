import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client.js';
import { writeSetting } from '../../settings/index.js';
import { startCmiDouble } from './cmi-double.js';

/**
 * For API tests: the shop set to take cards through CMI, answered by a double that reaches the app as
 * CMI reaches the shop (a form-encoded POST, a plain-text answer). The caller closes the double.
 */
export async function cmiShop(app: FastifyInstance, db: DbOrTx, storeKey: string) {
  const cmi = await startCmiDouble({
    storeKey,
    apiUser: 'api-user',
    apiPassword: 'api-password',
    deliver: async (url, params) =>
      (await app.inject({ method: 'POST', url: new URL(url).pathname, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body,
  });
  const settings = {
    payment_provider: 'cmi',
    cmi_client_id: '600000000',
    cmi_store_key: storeKey,
    cmi_gateway_url: cmi.gatewayUrl,
    cmi_api_user: 'api-user',
    cmi_api_password: 'api-password',
  };
  for (const [key, value] of Object.entries(settings)) await writeSetting(db, key, value);
  return cmi;
}
