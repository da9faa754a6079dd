import { errorDetails } from '@/lib/errors';
import type { CheckoutField } from './checkout-schema';

const formFields: readonly CheckoutField[] = [
  'recipientName',
  'recipientPhone',
  'recipientAddress',
  'recipientCity',
  'recipientEmail',
  'deliveryDate',
  'deliverySlot',
  'express',
  'isAnonymous',
  'senderName',
  'senderEmail',
  'senderPhone',
  'personalMessage',
  'paymentMethod',
];

const isFormField = (v: string): v is CheckoutField => (formFields as readonly string[]).includes(v);

/** Splits the server's validation issues into those a form field can show and the rest (for the toast). */
export function splitIssues(err: unknown) {
  const fields: { field: CheckoutField; message: string }[] = [];
  const other: string[] = [];
  for (const issue of errorDetails(err, 'invalid_data')?.issues ?? []) {
    const head = issue.path.split('.')[0] ?? '';
    if (isFormField(head) && !fields.some((f) => f.field === head)) fields.push({ field: head, message: issue.message });
    else if (!isFormField(head)) other.push(issue.message);
  }
  return { fields, other };
}
