import { AppError } from '../../../http/app-error.js';
import { RefusedDestination, type OutboundPolicy } from '../../../lib/outbound/outbound.js';
import { outboundRequest } from '../../../lib/outbound/outbound-http.js';

const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1]?.trim() ?? null;

export interface CmiApiAccess {
  /** The gateway's API, `/fim/api` beside the hosted page. */
  url: string;
  user: string;
  password: string;
  clientId: string;
  /** The gateway address is set in the back office: the server only calls hosts this policy allows. */
  outbound: OutboundPolicy;
}

/** One transaction of an order's history: type (PA pre-authorisation, PS capture, S sale, C credit, V void), amount in centimes, result code. */
export interface CmiTransaction {
  type: string;
  amount: number;
  procReturnCode: string;
}

/** The API address beside a hosted page address (`…/fim/est3Dgate` → `…/fim/api`). */
export const apiUrlOf = (gatewayUrl: string) => new URL('/fim/api', gatewayUrl).toString();

const providerError = (message: string, providerCode?: string) =>
  new AppError('payment_provider_error', message, providerCode ? { providerCode } : {});

/**
 * One `CC5Request` to CMI's XML API. A refusal (bad API user, unknown store: `ProcReturnCode` other
 * than 00 with an `ErrMsg`), an HTTP error, a network failure or an answer that is not a
 * `CC5Response` is a typed 502 (a redirect too: it is not followed), so 'Vérifier le paiement' says what went wrong instead of a 500.
 */
async function call(access: CmiApiAccess, body: Record<string, string>, extra = '') {
  const fields = { Name: access.user, Password: access.password, ClientId: access.clientId, ...body };
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?><CC5Request>' +
    Object.entries(fields).map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`).join('') +
    extra +
    '</CC5Request>';
  // Never redirected: the API user and password go to the gateway's own address or nowhere.
  const res = await outboundRequest(access.url, { method: 'POST', headers: { 'content-type': 'application/xml; charset=utf-8' }, body: xml }, access.outbound).catch(
    (err: unknown) => {
      if (err instanceof RefusedDestination) throw providerError(`${err.message} : vérifiez l’adresse de la passerelle.`);
      throw providerError('CMI ne répond pas : réessayez dans quelques minutes.');
    },
  );
  if (res.status >= 300 && res.status < 400) {
    throw providerError(`L’API de CMI a répondu par une redirection (${res.status}), que la boutique ne suit pas : vérifiez l’adresse de la passerelle.`, String(res.status));
  }
  if (res.status < 200 || res.status >= 300) throw providerError(`L’API de CMI a répondu ${res.status} : vérifiez l’adresse de la passerelle.`, String(res.status));
  const answer = res.text;
  if (!/<CC5Response>[\s\S]*<\/CC5Response>/.test(answer)) throw providerError('Réponse illisible de l’API de CMI : vérifiez l’adresse de la passerelle.');
  return answer;
}

/** A `CC5Response` the bank refused, with its reason. */
function refused(xml: string) {
  const code = tag(xml, 'ProcReturnCode');
  if (code === '00') return null;
  return providerError(`CMI a refusé la demande : ${tag(xml, 'ErrMsg') || 'sans motif'} (vérifiez l’utilisateur et le mot de passe de l’API).`, code ?? undefined);
}

/**
 * `ORDERHISTORY` `QUERY`: what the bank recorded for an order, for orders whose callback never came.
 * Each `TRXn` is tab-separated: type, status, amount (centimes), …, result code in the ninth place.
 */
export async function orderHistory(access: CmiApiAccess, oid: string): Promise<CmiTransaction[]> {
  const xml = await call(access, { OrderId: oid }, '<Extra><ORDERHISTORY>QUERY</ORDERHISTORY></Extra>');
  const error = refused(xml);
  if (error) throw error;
  const count = Number(tag(xml, 'TRXCOUNT') ?? 0);
  if (!Number.isInteger(count) || count < 0) throw providerError('Réponse illisible de l’API de CMI (historique de la commande).');
  const out: CmiTransaction[] = [];
  for (let i = 1; i <= count; i++) {
    const parts = (tag(xml, `TRX${i}`) ?? '').split('\t');
    out.push({ type: parts[0] ?? '', amount: Number(parts[2] ?? 0), procReturnCode: parts[8] ?? '' });
  }
  return out;
}

/** Gives a captured payment back (`Type` Credit); throws with the bank's message when refused. */
export async function credit(access: CmiApiAccess, oid: string, amount: string) {
  const xml = await call(access, { Type: 'Credit', OrderId: oid, Total: amount, Currency: '504' });
  if (tag(xml, 'ProcReturnCode') !== '00') throw new Error(tag(xml, 'ErrMsg') ?? 'remboursement refusé par CMI');
  return { id: tag(xml, 'TransId') ?? `cmi_credit_${oid}` };
}
