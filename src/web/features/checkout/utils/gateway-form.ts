import type { HostedPageIntent } from '@/features/checkout/api/create-payment-intent';

/** Leaves for the provider's hosted payment page the way it expects: a POST form of its signed fields. */
export function postToGateway(intent: Pick<HostedPageIntent, 'gatewayUrl' | 'fields'>, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = intent.gatewayUrl;
  for (const [name, value] of Object.entries(intent.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
