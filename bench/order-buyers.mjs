// The buyers of the orders bench, in a worker thread of their own: their requests and answers are
// not made and parsed on the event loop of the server they measure (as autocannon's worker does
// for the reads). Each message places its orders, `concurrency` buyers at once, and answers their
// statuses (in the orders' order) and the milliseconds they took.
import { parentPort } from 'node:worker_threads';

const payload = (giftId, n) => ({
  paymentMethod: 'bank_transfer',
  recipientName: 'Salma Bennani',
  recipientPhone: `06${String(10_000_000 + n).slice(-8)}`,
  recipientAddress: '12 rue des Roses, Casablanca',
  recipientCity: n % 3 ? 'Casablanca' : 'Fès',
  senderEmail: `acheteur-${n}@exemple.ma`,
  items: [{ giftId, quantity: 1 }],
});

parentPort.on('message', async ({ address, orders, concurrency }) => {
  const statuses = new Array(orders.length);
  let next = 0;
  const buyer = async () => {
    while (next < orders.length) {
      const i = next++;
      const { giftId, n } = orders[i];
      const answer = await fetch(`${address}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload(giftId, n)),
      });
      await answer.arrayBuffer();
      statuses[i] = answer.status;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, buyer));
  parentPort.postMessage({ statuses, ms: performance.now() - start });
});
