import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpAnswer, HttpCall, Transport } from './transport.js';

/** The districts the double knows, with Sendit-like ids; a real account lists hundreds. */
const DISTRICTS = [
  'Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan', 'Salé', 'Mohammedia', 'El Jadida', 'Essaouira',
].map((name, i) => ({ id: i + 1, name, ville: name, price: 30 }));
/** The road of a parcel in the demo: each status read moves it one step. */
const DEMO_ROAD = ['PENDING', 'PICKEDUP', 'TRANSIT', 'DISTRIBUTED', 'DELIVERED'];

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

interface Delivery {
  code: string;
  status: string;
  body: Record<string, unknown>;
}

/** pdfkit is imported when a label is drawn: a server that never draws one does not keep it in memory. */
async function labelPdf(codes: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: [283, 425], margin: 20, info: { Title: 'Sendit (double) — étiquettes' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  codes.forEach((code, i) => {
    if (i > 0) doc.addPage();
    doc.fontSize(12).text('SENDIT (double de démonstration)').moveDown().fontSize(22).text(code);
  });
  doc.end();
  return done;
}

/**
 * A stand-in for Sendit's API (https://app.sendit.ma/api/v1) with its shapes: `{ success, message,
 * data }` answers, a bearer token from POST /login, districts, deliveries, status reads and label
 * files. Used by the tests (`listen()`, on 127.0.0.1) and by a demo shop whose `sendit_api_url` is
 * empty (`transport`, in the same process). `roll` moves each parcel one step per status read, as a
 * demo needs; tests set statuses themselves.
 */
export function senditDouble(opts: { publicKey: string; secretKey: string; roll?: boolean }) {
  const token = randomBytes(16).toString('hex');
  const deliveries = new Map<string, Delivery>();
  const labels = new Map<string, string[]>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const failures: { status: number; message: string }[] = [];
  let next = 0;

  const json = (status: number, value: unknown): HttpAnswer => ({ status, contentType: 'application/json', body: Buffer.from(JSON.stringify(value)) });
  const refuse = (status: number, message: string, data?: unknown) => json(status, { success: false, message, ...(data !== undefined && { data }) });

  async function handle(url: string, call: HttpCall): Promise<HttpAnswer> {
    const { pathname, searchParams } = new URL(url);
    const path = pathname.replace(/^.*\/api\/v1/, '');
    let body: Record<string, unknown> = {};
    try {
      body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    } catch {
      return refuse(400, 'JSON invalide');
    }
    requests.push({ method: call.method, path, body });
    const failure = failures.shift();
    if (failure) return refuse(failure.status, failure.message);
    if (call.method === 'GET' && path.startsWith('/labels/')) {
      const codes = labels.get(path.slice('/labels/'.length).replace(/\.pdf$/, ''));
      return codes ? { status: 200, contentType: 'application/pdf', body: await labelPdf(codes) } : refuse(404, 'Fichier introuvable');
    }
    if (call.method === 'POST' && path === '/login') {
      if (body.public_key !== opts.publicKey || body.secret_key !== opts.secretKey) return refuse(401, 'Identifiants invalides');
      return json(200, { success: true, message: 'Connecté', data: { token } });
    }
    if (call.headers.authorization !== `Bearer ${token}`) return refuse(401, 'Unauthenticated.');
    if (call.method === 'GET' && path === '/districts') {
      const query = fold(searchParams.get('querystring') ?? '');
      const found = DISTRICTS.filter((d) => fold(d.name).includes(query));
      return json(200, { success: true, message: '', data: found, current_page: 1, last_page: 1, total: found.length });
    }
    if (call.method === 'POST' && path === '/deliveries') {
      const missing = ['pickup_district_id', 'district_id', 'name', 'address', 'phone'].filter((k) => !body[k]);
      if (missing.length) return refuse(422, 'Données invalides', Object.fromEntries(missing.map((k) => [k, `Le champ ${k} est obligatoire.`])));
      const code = `SD${String(++next).padStart(6, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;
      deliveries.set(code, { code, status: 'PENDING', body });
      return json(200, { success: true, message: 'Colis créé', data: { code, status: 'PENDING', fee: 30, reference: body.reference } });
    }
    if (call.method === 'POST' && path === '/deliveries/getlabels') {
      const codes = String(body.codesToPrint ?? '').split(',').filter(Boolean);
      const unknown = codes.filter((c) => !deliveries.has(c));
      if (codes.length === 0 || unknown.length) return refuse(422, `Colis inconnus : ${unknown.join(', ') || 'aucun'}`);
      const file = randomBytes(8).toString('hex');
      labels.set(file, codes);
      return json(200, { success: true, message: '', data: { fileUrl: `${new URL(url).origin}${pathname.replace(/\/deliveries\/getlabels$/, '')}/labels/${file}.pdf` } });
    }
    const one = /^\/deliveries\/([^/]+)$/.exec(path);
    if (call.method === 'GET' && one) {
      const delivery = deliveries.get(decodeURIComponent(one[1] ?? ''));
      if (!delivery) return refuse(404, 'Colis introuvable');
      const answer = { code: delivery.code, status: delivery.status, reference: delivery.body.reference };
      if (opts.roll) delivery.status = DEMO_ROAD[Math.min(DEMO_ROAD.indexOf(delivery.status) + 1, DEMO_ROAD.length - 1)] ?? delivery.status;
      return json(200, { success: true, message: '', data: answer });
    }
    return refuse(404, `Route inconnue ${call.method} ${path}`);
  }

  const transport: Transport = handle;
  return {
    transport,
    deliveries,
    requests,
    /** Sendit moves the parcel (PICKEDUP, DELIVERED, REJECTED…). */
    setStatus(code: string, status: string) {
      const delivery = deliveries.get(code);
      if (!delivery) throw new Error(`unknown delivery ${code}`);
      delivery.status = status;
    },
    /** The next calls are refused with this status and message, whatever they ask. */
    failNext(count: number, status: number, message: string) {
      for (let i = 0; i < count; i++) failures.push({ status, message });
    },
    /** Serves the double over HTTP on 127.0.0.1; `url` is what `sendit_api_url` takes. */
    async listen() {
      const server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
          const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
          const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
          void handle(url, { method: req.method ?? 'GET', headers, body }).then((a) => res.writeHead(a.status, { 'content-type': a.contentType }).end(a.body));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { url: `http://127.0.0.1:${port}/api/v1`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    },
  };
}
export type SenditDouble = ReturnType<typeof senditDouble>;
