import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callbackHashIsValid, cmiHash } from '../cmi/hash.js';

/** Posts a callback the way CMI does (form-encoded) and returns the shop's plain-text answer. */
export type Deliver = (callbackUrl: string, params: Record<string, string>) => Promise<string>;

const deliverByHttp: Deliver = async (url, params) => (await fetch(url, { method: 'POST', body: new URLSearchParams(params) })).text();

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${html(title)}</title></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`;
const hiddenForm = (action: string, params: Record<string, string>, extra = '') =>
  `<form method="post" action="${html(action)}">${Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
    .join('')}${extra}</form>`;

export const CMI_DOUBLE_APPROVED_CARD = '4242424242424242';

/**
 * A local stand-in for CMI: the hosted page (`/fim/est3Dgate`, checks the shop's hash), the card step
 * (`/fim/pay`: the approved card passes, any other is declined), the signed callback to the shop (values
 * HTML-encoded as CMI sends them), the return to `okUrl`/`failUrl`, and the XML API (`/fim/api`:
 * `ORDERHISTORY` and `Credit`).
 */
export async function startCmiDouble(opts: { storeKey: string; apiUser?: string; apiPassword?: string; deliver?: Deliver; host?: string }) {
  const deliver = opts.deliver ?? deliverByHttp;
  const sessions = new Map<string, Record<string, string>>();
  /** Per oid, the transactions as the API lists them: type, status, amount in centimes, result code. */
  const history = new Map<string, { type: string; amount: number; code: string }[]>();
  const answers: { oid: string; answer: string }[] = [];
  const state = { dropCallbacks: false };
  let next = 0;

  const record = (oid: string, type: string, amount: string, code: string) =>
    history.set(oid, [...(history.get(oid) ?? []), { type, amount: Math.round(Number(amount) * 100), code }]);

  /** The card step: the callback first (unless dropped), then the customer back to the shop. */
  async function pay(session: string, card: string) {
    const fields = sessions.get(session);
    if (!fields) throw new Error('unknown session');
    const approved = card.replace(/\s/g, '') === CMI_DOUBLE_APPROVED_CARD;
    const { HASH: _sent, ...sent } = fields;
    const result: Record<string, string> = {
      ...sent,
      ProcReturnCode: approved ? '00' : '05',
      Response: approved ? 'Approved' : 'Declined',
      mdStatus: '1',
      AuthCode: approved ? String(100000 + ++next) : '',
      TransId: `double${++next}`,
      ErrMsg: approved ? '' : 'Transaction refusée & non autorisée',
    };
    const callback = { ...result, HASH: cmiHash(result, opts.storeKey) };
    const oid = fields.oid ?? '';
    record(oid, 'PA', fields.amount ?? '0', result.ProcReturnCode as string);
    if (!state.dropCallbacks) {
      const encoded = Object.fromEntries(Object.entries(callback).map(([k, v]) => [k, k === 'HASH' ? v : html(v)]));
      const answer = (await deliver(fields.callbackUrl ?? '', encoded)).trim();
      answers.push({ oid, answer });
      if (approved && answer === 'ACTION=POSTAUTH') record(oid, 'PS', fields.amount ?? '0', '00');
    }
    return { approved, returnUrl: (approved ? fields.okUrl : fields.failUrl) ?? '', params: callback };
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    const send = (status: number, type: string, text: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
      res.end(text);
    };
    if (req.method === 'POST' && path === '/fim/est3Dgate') {
      const fields = Object.fromEntries(new URLSearchParams(body));
      if (!callbackHashIsValid(fields, opts.storeKey)) return send(400, 'text/html', page('Erreur de paiement', '<p>Hash invalide.</p>'));
      const session = randomBytes(8).toString('hex');
      sessions.set(session, fields);
      const amount = `${fields.amount} MAD`;
      const card =
        '<p><label for="card">Numéro de carte</label> <input id="card" name="card" inputmode="numeric" autocomplete="off"></p>' +
        '<p><button type="submit">Payer</button></p>';
      return send(200, 'text/html', page('CMI — Paiement sécurisé', `<p>Commande ${html(fields.oid ?? '')} : ${html(amount)}</p>${hiddenForm('/fim/pay', { session }, card)}`));
    }
    if (req.method === 'POST' && path === '/fim/pay') {
      const form = new URLSearchParams(body);
      const done = await pay(form.get('session') ?? '', form.get('card') ?? '');
      const back = hiddenForm(done.returnUrl, done.params, '<noscript><button type="submit">Retour à la boutique</button></noscript>');
      return send(200, 'text/html', page('Retour à la boutique', `${back}<script>document.forms[0].submit()</script>`));
    }
    if (req.method === 'POST' && path === '/fim/api') {
      const tag = (name: string) => body.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`))?.[1] ?? '';
      if (tag('Name') !== (opts.apiUser ?? '') || tag('Password') !== (opts.apiPassword ?? '')) {
        return send(200, 'application/xml', '<CC5Response><ProcReturnCode>99</ProcReturnCode><ErrMsg>Authentication failed</ErrMsg></CC5Response>');
      }
      const oid = tag('OrderId');
      if (tag('Type') === 'Credit') {
        record(oid, 'C', tag('Total'), '00');
        return send(200, 'application/xml', `<CC5Response><ProcReturnCode>00</ProcReturnCode><TransId>credit${++next}</TransId></CC5Response>`);
      }
      const trx = history.get(oid) ?? [];
      const lines = trx.map((t, i) => `<TRX${i + 1}>${[t.type, 'C', t.amount, t.amount, '', '', '', '', t.code, ''].join('\t')}</TRX${i + 1}>`).join('');
      return send(200, 'application/xml', `<CC5Response><ProcReturnCode>00</ProcReturnCode><Extra><TRXCOUNT>${trx.length}</TRXCOUNT>${lines}</Extra></CC5Response>`);
    }
    send(404, 'text/plain', `Unknown route ${req.method} ${path}`);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;

  return {
    gatewayUrl: `${origin}/fim/est3Dgate`,
    state,
    answers,
    history,
    /** A browser's trip through the hosted page: posts the shop's fields, then the card. */
    async checkout(gatewayUrl: string, fields: Record<string, string>, card: string) {
      const gate = await fetch(gatewayUrl, { method: 'POST', body: new URLSearchParams(fields) });
      const text = await gate.text();
      const session = /name="session" value="([^"]+)"/.exec(text)?.[1];
      if (!gate.ok || !session) throw new Error(`hosted page refused the fields: ${gate.status}`);
      return pay(session, card);
    },
    /** Posts a callback for this oid again, as CMI does when it retries. */
    replay: (callbackUrl: string, params: Record<string, string>) => deliver(callbackUrl, params),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
