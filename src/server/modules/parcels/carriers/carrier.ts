import type { CarrierName, ParcelStatus } from '../../../../contracts/parcels.js';

/** What the shop asks a courier company to carry: one order's parcel. */
export interface ParcelRequest {
  /** The order number, printed on the label and read back in the carrier's back office. */
  reference: string;
  recipientName: string;
  recipientPhone: string;
  address: string;
  city: string;
  /** The shop's own city, where the courier collects. */
  pickupCity: string;
  /** Cash to collect at the door, "0.00" for a paid gift. */
  amountToCollect: string;
  comment: string;
}

export interface CarrierReading {
  /** The carrier's status as it wrote it (shown to the shop beside the shop's reading). */
  carrierStatus: string;
  status: ParcelStatus;
}

export interface District {
  id: string;
  name: string;
}

/**
 * A courier company's API, as the parcels module uses it. Another company joins by implementing
 * these four calls and naming itself in contracts/parcels.ts `carriers`. Every method throws a
 * `CarrierError` with a message the shop can act on when the carrier refuses or cannot be reached.
 */
export interface Carrier {
  name: CarrierName;
  createParcel(request: ParcelRequest): Promise<CarrierReading & { trackingNumber: string }>;
  /** One PDF with the labels of these parcels, in this order. */
  labels(trackingNumbers: string[]): Promise<Buffer>;
  status(trackingNumber: string): Promise<CarrierReading>;
  districts(query: string): Promise<District[]>;
}

/**
 * The carrier refused or failed; `message` is French and says what to check. `account`: the refusal
 * is the shop's account or the carrier's reachability (keys, sign-in, network), so every other
 * parcel would meet it too.
 */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly account = false,
  ) {
    super(message);
  }
}
