import { z } from 'zod';

/** The seller's legal identity an invoice prints (Paramètres → Entreprise), in the order the form shows them. */
export const legalIdentityKeys = ['company_legal_name', 'company_address', 'company_ice', 'company_if', 'company_rc', 'company_tp', 'company_cnss'] as const;

/**
 * `GET /api/admin/invoices/readiness`: whether invoices would go out with the seller's full legal
 * identity. A warning only: an order paid meanwhile still gets its invoice, without the empty lines.
 */
export const InvoiceReadinessSchema = z.object({
  ready: z.boolean(),
  /** The settings still empty. */
  missing: z.array(z.enum(legalIdentityKeys)),
});
export type InvoiceReadiness = z.infer<typeof InvoiceReadinessSchema>;
