/** The invoices module's face: all that other modules and the app use of it (decision 044). */
export { invoiceMail } from './attachment.js';
export { creditNoteIfPaid, invoiceAndCreditNote, invoiceAndReceipt, partialCreditNote } from './on-order.js';
export { invoiceAdminRoutes, invoiceRoutes } from './routes.js';
