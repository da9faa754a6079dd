import { z } from 'zod';
import { EmailAddressSchema, PASSWORD_MAX, personName } from './common.js';

/** A partner's password is shared at a counter (a spa's, a riad's desk): longer than a customer's. */
export const PARTNER_PASSWORD_MIN = 8;

/** `POST /api/admin/partners`: a new account that may only check and redeem gift codes. */
export const CreatePartnerSchema = z.object({
  name: personName({ max: 120, required: 'Le nom du partenaire est requis' }),
  email: EmailAddressSchema,
  password: z.string().min(PARTNER_PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PARTNER_PASSWORD_MIN} caractères`).max(PASSWORD_MAX),
});
export type CreatePartnerInput = z.infer<typeof CreatePartnerSchema>;

/** `GET /api/admin/partners`: a partner as the back office lists it, with the codes it redeemed. */
export const PartnerSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  redeemed: z.number().int(),
  lastRedeemedAt: z.string().nullable(),
});
export type Partner = z.infer<typeof PartnerSchema>;
