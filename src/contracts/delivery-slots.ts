import { z } from 'zod';
import { isoDate } from './common.js';
import { CitySchema } from './city.js';
import { MAX_DAYS_AHEAD } from './shop-clock.js';

/** A delivery slot as an order carries it: "09:00-13:00". */
export const SLOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;
export const SlotSchema = z.string().regex(SLOT_PATTERN, 'Créneau invalide (HH:MM-HH:MM)');

/** "09:00-13:00,13:00-17:00" → ["09:00-13:00", "13:00-17:00"]. */
export const parseSlots = (list: string): string[] => list.split(',').map((s) => s.trim()).filter(Boolean);

/** Each slot starts before it ends, and each starts at or after the end of the previous one. */
export function slotsValid(list: string): boolean {
  const slots = parseSlots(list);
  if (slots.length === 0 || slots.length > 12) return false;
  let previousEnd = '00:00';
  for (const slot of slots) {
    if (!SLOT_PATTERN.test(slot)) return false;
    const [start = '', end = ''] = slot.split('-');
    if (start >= end || start < previousEnd) return false;
    previousEnd = end;
  }
  return true;
}

/** `GET /api/delivery-slots` */
export const DeliverySlotsQuerySchema = z.object({
  /** Any place in Morocco: the ten named cities keep their zones, every other place is national. */
  city: CitySchema,
  /** The first date asked; default today in Morocco. */
  from: isoDate('Date de début invalide').optional(),
  days: z.coerce
    .number({ message: 'Nombre de jours attendu' })
    .int('Nombre de jours attendu')
    .min(1, `Entre 1 et ${MAX_DAYS_AHEAD} jours`)
    .max(MAX_DAYS_AHEAD, `Entre 1 et ${MAX_DAYS_AHEAD} jours`)
    .default(31),
});

export const DeliveryDaySchema = z.object({
  date: z.string(),
  /** The slots still offered that day; a day without any is not listed. */
  slots: z.array(z.string()),
  /** Express (2–4 h) can be chosen for this day: today only, before the cut-off, where the zone runs it. */
  express: z.boolean(),
});
export type DeliveryDay = z.infer<typeof DeliveryDaySchema>;

export const DeliverySlotsSchema = z.object({
  city: z.string(),
  zone: z.enum(['casablanca', 'rabat', 'marrakech', 'national']),
  /** Today in Morocco, on the shop's clock (shop-clock.ts). */
  today: z.string(),
  /** The first date offered (null: none in the range). */
  nextDate: z.string().nullable(),
  /** Only the dates the shop can deliver on, in order. */
  days: z.array(DeliveryDaySchema),
});
export type DeliverySlots = z.infer<typeof DeliverySlotsSchema>;

/** A public holiday's name in the back office's three languages. */
export const HolidayLabelsSchema = z.object({ fr: z.string(), ar: z.string(), en: z.string() });
export type HolidayLabels = z.infer<typeof HolidayLabelsSchema>;

/** A blocked date of the delivery calendar, as the back office reads it. */
export const BlockedDateSchema = z.object({
  date: z.string(),
  /** What the date is called, as saved (French for a pre-filled holiday, the owner's words for the others). */
  label: z.string(),
  /** A pre-filled holiday's name in each language, shown in the back office's; null once the owner renames it. */
  labels: HolidayLabelsSchema.nullable(),
  /** fixed: a public holiday on a fixed date; islamic: follows the moon, estimated until confirmed; custom: the owner's. */
  kind: z.enum(['fixed', 'islamic', 'custom']),
  /** An Islamic holiday not yet confirmed by the owner ("estimée"). */
  estimated: z.boolean(),
});
export type BlockedDate = z.infer<typeof BlockedDateSchema>;

/** `POST /api/admin/delivery-calendar`: add a blocked date, or move / confirm one (`previousDate`). */
export const BlockedDateInputSchema = z.object({
  date: isoDate('Date invalide'),
  label: z.string().trim().min(1, 'Un libellé est requis').max(120, '120 caractères au plus'),
  /** The date this one replaces (a holiday moved to its confirmed day). */
  previousDate: isoDate('Date invalide').optional(),
});
export type BlockedDateInput = z.input<typeof BlockedDateInputSchema>;

export const BlockedDatesQuerySchema = z.object({
  year: z.coerce.number().int().min(2020, 'Année invalide').max(2100, 'Année invalide'),
});

/** `GET /api/admin/deliveries`: the orders to deliver from a date, grouped by date and slot. */
export const ToDeliverQuerySchema = z.object({
  from: isoDate('Date invalide').optional(),
  days: z.coerce.number().int().min(1).max(90).default(7),
});
export const ToDeliverOrderSchema = z.object({
  id: z.string().uuid(),
  orderNumber: z.string(),
  status: z.enum(['pending', 'processing', 'delivered', 'cancelled']),
  paymentStatus: z.enum(['pending', 'completed', 'failed', 'awaiting_transfer']),
  recipientName: z.string(),
  recipientCity: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  express: z.boolean(),
});
export const ToDeliverGroupSchema = z.object({
  date: z.string(),
  /** "09:00-13:00"; "express" for express orders; null for a date without slot. */
  slot: z.string().nullable(),
  orders: z.array(ToDeliverOrderSchema),
});
export const ToDeliverSchema = z.object({ from: z.string(), to: z.string(), groups: z.array(ToDeliverGroupSchema) });
export type ToDeliver = z.infer<typeof ToDeliverSchema>;
