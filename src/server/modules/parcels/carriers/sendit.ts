import type { ParcelStatus } from '../../../../contracts/parcels.js';
import { CarrierError, type Carrier, type CarrierReading, type District, type ParcelRequest } from './carrier.js';
import type { HttpAnswer, Transport } from './transport.js';

/** Sendit's API when `sendit_api_url` is empty. */
export const SENDIT_API_URL = 'https://app.sendit.ma/api/v1';

export interface SenditKeys {
  apiUrl: string;
  publicKey: string;
  secretKey: string;
}

/**
 * Sendit's statuses (GET /all-status-deliveries) read the shop's way. An unknown one keeps the
 * parcel in transit: it is shown as Sendit wrote it, and the poll goes on.
 */
const STATUSES: Record<string, ParcelStatus> = {
  PENDING: 'created',
  TO_PREPARE: 'created',
  TO_PICKUP: 'created',
  PICKEDUP: 'in_transit',
  WAREHOUSE: 'in_transit',
  TRANSIT: 'in_transit',
  POSTPONED: 'in_transit',
  NEW_DESTINATION: 'in_transit',
  DISTRIBUTED: 'out_for_delivery',
  DELIVERING: 'out_for_delivery',
  UNREACHABLE: 'attempt_failed',
  DELIVERED: 'delivered',
  REJECTED: 'returned',
  CANCELED: 'returned',
  RETURNED: 'returned',
};
export const senditStatus = (raw: string): CarrierReading => ({ carrierStatus: raw, status: STATUSES[raw.toUpperCase()] ?? 'in_transit' });

/** Sendit does not say how long a token lives: 45 minutes, and one new sign-in on a 401. */
const TOKEN_LIFE_MS = 45 * 60_000;
const tokens = new Map<string, { token: string; until: number }>();

type Json = Record<string, unknown>;
const parse = (answer: HttpAnswer): Json => {
  try {
    const value: unknown = JSON.parse(answer.body.toString('utf8'));
    return value && typeof value === 'object' ? (value as Json) : {};
  } catch {
    return {};
  }
};
const plain = (text: string) => normalize(text).replace(/[^a-z0-9]+/g, ' ').trim();
const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Sendit's refusal in its own words, with the field messages it lists under `errors` or `data`. */
function refusal(json: Json, answer: HttpAnswer): string {
  const message = typeof json.message === 'string' && json.message ? json.message : `HTTP ${answer.status}`;
  const fields = [json.errors, json.data].find((v): v is Json => !!v && typeof v === 'object' && !Array.isArray(v));
  const details = fields ? Object.values(fields).flat().filter((v) => typeof v === 'string') : [];
  return [message, ...details].join(' — ').slice(0, 400);
}

/**
 * Sendit's REST API (https://app.sendit.ma/api/v1): POST /login with the public and secret keys for
 * a bearer token, GET /districts?querystring=, POST /deliveries, GET /deliveries/{code},
 * POST /deliveries/getlabels (answers the address of a PDF, fetched through the same transport).
 */
export function senditCarrier(keys: SenditKeys, transport: Transport): Carrier {
  const base = (keys.apiUrl || SENDIT_API_URL).replace(/\/+$/, '');
  const cacheKey = [base, keys.publicKey, keys.secretKey].join('\n');

  async function send(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<HttpAnswer> {
    try {
      return await transport(url, {
        method,
        headers: { accept: 'application/json', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new CarrierError(`Sendit injoignable : ${(err as Error).message}`, true);
    }
  }

  async function signIn(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.token;
    if (!keys.publicKey || !keys.secretKey) throw new CarrierError('Sendit : renseignez la clé publique et la clé secrète dans Paramètres › Intégrations.', true);
    const answer = await send(`${base}/login`, 'POST', {}, { public_key: keys.publicKey, secret_key: keys.secretKey });
    const json = parse(answer);
    const token = (json.data as Json | undefined)?.token;
    if (answer.status >= 300 || json.success === false || typeof token !== 'string' || !token) {
      throw new CarrierError(`Sendit a refusé la connexion (${refusal(json, answer)}) : vérifiez la clé publique et la clé secrète.`, true);
    }
    tokens.set(cacheKey, { token, until: Date.now() + TOKEN_LIFE_MS });
    return token;
  }

  /** An authenticated call; a 401 signs in again once (the token may have expired on Sendit's side). */
  async function call(path: string, method: string, body?: unknown, what = 'la demande'): Promise<Json> {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(`${base}${path}`, method, { authorization: `Bearer ${await signIn()}` }, body);
      if (answer.status === 401 && attempt === 0) {
        tokens.delete(cacheKey);
        continue;
      }
      const json = parse(answer);
      if (answer.status >= 300 || json.success === false) throw new CarrierError(`Sendit a refusé ${what} : ${refusal(json, answer)}`, answer.status === 401 || answer.status >= 500);
      return json;
    }
  }

  async function districts(query: string): Promise<District[]> {
    const json = await call(`/districts?querystring=${encodeURIComponent(query)}&page=1`, 'GET', undefined, 'la liste des villes');
    const rows = Array.isArray(json.data) ? (json.data as Json[]) : [];
    return rows.map((d) => ({ id: String(d.id), name: String(d.name ?? d.ville ?? '') })).filter((d) => d.id && d.name);
  }

  /** Sendit's district for a city: the one of that very name, else the first it proposes. */
  async function districtOf(city: string): Promise<District> {
    const found = await districts(city);
    const match = found.find((d) => plain(d.name) === plain(city)) ?? found[0];
    if (!match) throw new CarrierError(`Sendit ne dessert pas « ${city} » (aucun quartier trouvé).`);
    return match;
  }

  return {
    name: 'sendit',
    districts,
    async createParcel(request: ParcelRequest) {
      const [pickup, destination] = [await districtOf(request.pickupCity), await districtOf(request.city)];
      const json = await call(
        '/deliveries',
        'POST',
        {
          pickup_district_id: Number(pickup.id),
          district_id: Number(destination.id),
          name: request.recipientName,
          amount: Number(request.amountToCollect),
          address: request.address,
          phone: request.recipientPhone,
          comment: request.comment,
          reference: request.reference,
          allow_open: 0,
          allow_try: 0,
          products_from_stock: 0,
          products: '',
          option_exchange: 0,
          delivery_exchange_id: '',
        },
        `le colis ${request.reference}`,
      );
      const data = (json.data ?? {}) as Json;
      if (typeof data.code !== 'string' || !data.code) throw new CarrierError(`Sendit n’a pas donné de numéro de suivi pour ${request.reference}.`);
      return { trackingNumber: data.code, ...senditStatus(String(data.status ?? 'PENDING')) };
    },
    async status(trackingNumber) {
      const json = await call(`/deliveries/${encodeURIComponent(trackingNumber)}`, 'GET', undefined, `le suivi de ${trackingNumber}`);
      const data = (json.data ?? {}) as Json;
      if (typeof data.status !== 'string') throw new CarrierError(`Sendit n’a pas donné le statut de ${trackingNumber}.`);
      return senditStatus(data.status);
    },
    async labels(trackingNumbers) {
      const json = await call('/deliveries/getlabels', 'POST', { codesToPrint: trackingNumbers.join(','), printFormat: 1 }, 'les étiquettes');
      const data = (json.data ?? {}) as Json;
      const fileUrl = [data.fileUrl, data.url, json.fileUrl].find((v): v is string => typeof v === 'string' && v.length > 0);
      if (!fileUrl) throw new CarrierError('Sendit n’a pas donné le fichier des étiquettes.');
      const file = await send(new URL(fileUrl, `${base}/`).toString(), 'GET', {});
      if (file.status !== 200 || !file.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
        throw new CarrierError(`Sendit n’a pas donné un PDF d’étiquettes (HTTP ${file.status}).`);
      }
      return file.body;
    },
  };
}
