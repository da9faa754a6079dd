import { FileText } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

interface Props {
  orderId: string;
  documents: { invoice: string | null; creditNote: string | null; partialCreditNote: string | null };
  /** The link texts, in the page's own namespace: "Facture FAC-…", "Avoir AV-…", "Avoir partiel AV-…". */
  labels: { invoice: (number: string) => string; creditNote: (number: string) => string; partialCreditNote: (number: string) => string };
}

/** Downloads of an order's invoice and credit notes (PDF); nothing before the order is paid. */
export function OrderDocuments({ orderId, documents, labels }: Props) {
  const links = [
    documents.invoice && { href: `/api/orders/${orderId}/invoice.pdf`, label: labels.invoice(documents.invoice) },
    documents.partialCreditNote && { href: `/api/orders/${orderId}/partial-credit-note.pdf`, label: labels.partialCreditNote(documents.partialCreditNote) },
    documents.creditNote && { href: `/api/orders/${orderId}/credit-note.pdf`, label: labels.creditNote(documents.creditNote) },
  ].filter((l): l is { href: string; label: string } => Boolean(l));
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {links.map((l) => (
        <a key={l.href} href={l.href} download className={buttonClass('outline', 'sm')}>
          <FileText className="h-4 w-4" aria-hidden="true" />
          <bdi>{l.label}</bdi>
        </a>
      ))}
    </div>
  );
}
