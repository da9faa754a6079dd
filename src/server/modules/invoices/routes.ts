import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { InvoiceReadinessSchema } from '../../../contracts/invoices.js';
import type { InvoiceKind } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { enforceRateLimits } from '../../http/rate-limit.js';
import { assertAccess, viewerOf, findOrderRow } from '../orders/index.js';
import { findInvoiceRow } from './issue.js';
import { invoicePdf } from './kept-pdf.js';
import { DOWNLOAD_LIMIT } from './limits.js';
import { invoiceReadiness } from './readiness.js';

const missing = {
  invoice: () => new AppError('no_invoice', 'Cette commande n’a pas de facture : elle n’est pas encore payée.'),
  credit_note: () => new AppError('no_credit_note', 'Cette commande n’a pas d’avoir : elle n’a pas été annulée et remboursée.'),
  partial: () => new AppError('no_credit_note', 'Cette commande n’a pas d’avoir partiel : aucune différence ne lui a été remboursée.'),
};

/**
 * An order's invoice and credit note as PDF: for whoever may read the order (its owner, its guest
 * browser, an admin), `DOWNLOAD_LIMIT` per client.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = (path: string, kind: InvoiceKind | 'partial', description: string) =>
    app.get(path, { schema: { params: IdParamsSchema, description, produces: ['application/pdf'] } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const client = viewer.userId ? `user:${viewer.userId}` : viewer.guestTokenHash ? `guest:${viewer.guestTokenHash}` : `address:${request.ip}`;
      await enforceRateLimits(app.db, [{ key: `invoice-download:${client}`, rule: DOWNLOAD_LIMIT }]);
      const order = assertAccess(viewer, await findOrderRow(app.db, request.params.id), { admin: true });
      const doc = kind === 'partial' ? await findInvoiceRow(app.db, order.id, 'credit_note', true) : await findInvoiceRow(app.db, order.id, kind);
      if (!doc) throw missing[kind]();
      const pdf = await invoicePdf(app.db, doc);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${doc.number}.pdf"`)
        .send(pdf);
    });

  route('/api/orders/:id/invoice.pdf', 'invoice', 'The paid order’s invoice (PDF); 404 no_invoice before payment, 429 rate_limited past 60 downloads in 10 minutes.');
  route('/api/orders/:id/credit-note.pdf', 'credit_note', 'The credit note of a paid order cancelled and refunded (PDF); 404 no_credit_note otherwise, 429 rate_limited as the invoice.');
  route(
    '/api/orders/:id/partial-credit-note.pdf',
    'partial',
    'The credit note of a difference refunded when the recipient chose a cheaper gift (PDF); 404 no_credit_note otherwise, 429 rate_limited as the invoice.',
  );
};

/** The back office's warning before invoices go out without the seller's legal identity (it never blocks issuing). */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/invoices/readiness',
    { schema: { response: { 200: InvoiceReadinessSchema }, description: 'The legal identity settings an invoice prints that are still empty.' } },
    async () => invoiceReadiness(app.db),
  );
};
