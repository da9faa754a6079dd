import { describe, expect, it } from 'vitest';
import { postToGateway } from './gateway-form';

interface FakeNode {
  [property: string]: unknown;
  children: FakeNode[];
  submitted: boolean;
}

/** Just enough of a document to see the form that is built and whether it was sent. */
function fakeDocument() {
  const node = (): FakeNode => {
    const n: FakeNode = { children: [], submitted: false };
    n.appendChild = (child: FakeNode) => n.children.push(child);
    n.submit = () => (n.submitted = true);
    return n;
  };
  const body = node();
  return { doc: { createElement: node, body } as unknown as Document, body };
}

describe('leaving for a hosted payment page', () => {
  it('posts every field, hidden, to the gateway address', () => {
    const { doc, body } = fakeDocument();
    postToGateway({ gatewayUrl: 'https://bank.example/pay', fields: { oid: 'CAD-7K4P9Q', amount: '175.00', hash: 'a+b/c=' } }, doc);
    const [form, ...others] = body.children;
    expect(others).toEqual([]);
    expect(form).toMatchObject({ method: 'POST', action: 'https://bank.example/pay', submitted: true });
    expect(form?.children.map(({ type, name, value }) => ({ type, name, value }))).toEqual([
      { type: 'hidden', name: 'oid', value: 'CAD-7K4P9Q' },
      { type: 'hidden', name: 'amount', value: '175.00' },
      { type: 'hidden', name: 'hash', value: 'a+b/c=' },
    ]);
  });
});
