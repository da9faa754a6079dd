import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';

// The shortest timeout the configuration accepts: the drip below still comes more often than it.
const { app } = await useTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

describe('a client that sends its request slowly', () => {
  it('is cut off once the request timeout has passed, however often it sends a byte', async () => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
    socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const drip = setInterval(() => socket.writable && socket.write('a'), 300);
    const elapsed = await closed;
    clearInterval(drip);
    expect(elapsed).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('the default', () => {
  it('cuts a slow request off within 30 seconds', async () => {
    const { loadConfig } = await import('./config.js');
    const { REQUEST_TIMEOUT_MS } = loadConfig({});
    // Node checks open requests every 5 s at most.
    expect(REQUEST_TIMEOUT_MS + 5_000).toBeLessThanOrEqual(30_000);
  });
});
