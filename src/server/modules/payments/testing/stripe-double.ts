import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code?: string; decline_code?: string; message?: string } | null;
  automatic_payment_methods: { enabled: boolean } | null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(new URLSearchParams(data)));
  });

/**
 * A local stand-in for the three Stripe API calls the shop makes (create and retrieve a PaymentIntent,
 * create a refund), reached by the official SDK through its host/port/protocol options.
 */
export async function startStripeDouble() {
  const intents = new Map<string, DoubleIntent>();
  const refunds: string[] = [];
  let next = 0;

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      res.end(JSON.stringify(json));
    };
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_double_${++next}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of body) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v;
      const intent: DoubleIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_double`,
        metadata,
        last_payment_error: null,
        automatic_payment_methods: body.get('automatic_payment_methods[enabled]') === 'true' ? { enabled: true } : null,
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const intent = intents.get(match[1] ?? '');
      return intent ? send(200, intent) : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intentId = body.get('payment_intent') ?? '';
      refunds.push(intentId);
      return send(200, { id: `re_double_${++next}`, object: 'refund', payment_intent: intentId, status: 'succeeded' });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    address: { host: '127.0.0.1', port, protocol: 'http' as const },
    intents,
    refunds,
    /** Makes the intent look paid (for this amount, by default its own). */
    succeed(id: string, amount?: number) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'succeeded', amount_received: amount ?? intent.amount, last_payment_error: null });
    },
    decline(id: string, code: string, message: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: code, message } });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
