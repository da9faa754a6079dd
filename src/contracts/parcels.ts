import { z } from 'zod';

/**
 * Parcels handed to a courier company (issue 32, docs/decisions/049-courier-dispatch.md). The
 * shop's reading of a carrier's status, the same whichever company carries:
 * created (registered, not yet collected) → in_transit → out_for_delivery → delivered, with
 * attempt_failed (nobody at the door, the courier tries again) on the way, or returned (refused,
 * cancelled or sent back). delivered and returned end the parcel's story.
 */
export const parcelStatuses = ['created', 'in_transit', 'out_for_delivery', 'attempt_failed', 'delivered', 'returned'] as const;
export const ParcelStatusSchema = z.enum(parcelStatuses);
export type ParcelStatus = z.infer<typeof ParcelStatusSchema>;
export const finalParcelStatuses: readonly ParcelStatus[] = ['delivered', 'returned'];

/** The courier companies the shop can hand parcels to (`courier_provider` also offers `own`: no parcel). */
export const carriers = ['sendit'] as const;
export type CarrierName = (typeof carriers)[number];
/** How each carrier writes its own name. */
export const carrierLabels: Record<CarrierName, string> = { sendit: 'Sendit' };

/** An order's parcel, as `GET /api/orders/:id` and the tracking page answer it. */
export const ParcelSchema = z.object({
  carrier: z.enum(carriers),
  trackingNumber: z.string(),
  status: ParcelStatusSchema,
});
export type Parcel = z.infer<typeof ParcelSchema>;

/** `POST /api/admin/parcels`: the orders to hand to the courier company chosen in `courier_provider`. */
export const CreateParcelsSchema = z.object({
  orderIds: z.array(z.string().uuid('Commande invalide')).min(1, 'Choisissez au moins une commande').max(200),
});
export type CreateParcels = z.infer<typeof CreateParcelsSchema>;

/** Per order: its parcel (new or already there), or why the carrier did not take it (nothing written then). */
export const ParcelOutcomeSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  parcel: ParcelSchema.nullable(),
  /** true when the order already had its parcel: pressing twice makes one parcel. */
  existing: z.boolean(),
  error: z.string().nullable(),
});
export const CreateParcelsResultSchema = z.object({ outcomes: z.array(ParcelOutcomeSchema) });
export type CreateParcelsResult = z.infer<typeof CreateParcelsResultSchema>;

/** `GET /api/admin/parcels?date=…`: the parcels of the orders to deliver that day, for the labels and the slip. */
export const ParcelListQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide') });
export const AdminParcelSchema = ParcelSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  recipientName: z.string(),
  recipientCity: z.string().nullable(),
  carrierStatus: z.string().nullable(),
  checkedAt: z.string().nullable(),
});
export type AdminParcel = z.infer<typeof AdminParcelSchema>;
export const AdminParcelListSchema = z.array(AdminParcelSchema);
