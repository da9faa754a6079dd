import { useTranslation } from 'react-i18next';
import { carrierLabels, type AdminParcel } from '@contracts/parcels';
import { Badge } from '@/components/ui/badge';

const tone = (status: AdminParcel['status']) => (status === 'delivered' ? 'success' : status === 'returned' || status === 'attempt_failed' ? 'danger' : 'info');

/** The parcel's status in the shop's words, with the carrier's tracking number (and its own status word on hover). */
export function ParcelBadge({ parcel }: { parcel: AdminParcel }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex items-center gap-1 text-xs text-muted">
      {carrierLabels[parcel.carrier]}{' '}
      <bdi dir="ltr" className="figures">
        {parcel.trackingNumber}
      </bdi>
      <Badge tone={tone(parcel.status)} title={parcel.carrierStatus ?? undefined}>
        {t(`parcelStatus.${parcel.status}`)}
      </Badge>
    </span>
  );
}
