import { carrierLabels, type Parcel } from '@contracts/parcels';

/** "Sendit · SD000123AB": the courier company and its tracking number, kept left to right in Arabic. */
export function ParcelLine({ parcel }: { parcel: Parcel }) {
  return (
    <span>
      {carrierLabels[parcel.carrier]} · <bdi dir="ltr" className="figures">{parcel.trackingNumber}</bdi>
    </span>
  );
}
