import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type DoubleMode = 'answer' | 'slow' | 'fail' | 'redirect';

/**
 * A local stand-in for the AI providers' HTTP APIs: OpenAI's chat completions and Gemini's
 * generateContent. `mode` says whether it answers, answers too late, fails with a 500, or sends the
 * request on to `redirectTo` with a 307.
 */
export async function startAiDouble() {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const state = { mode: 'answer' as DoubleMode, text: 'Un beau choix pour elle.', redirectTo: '' };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
  };
  const server = createServer(async (req, res) => {
    const path = req.url ?? '';
    received.push({ path, body: await read(req) });
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (state.mode === 'redirect') return void res.writeHead(307, { location: `${state.redirectTo}${path}` }).end();
    if (state.mode === 'fail') return send(500, { error: { message: 'boom', type: 'server_error' } });
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 5_000));
    if (path.endsWith('/chat/completions')) {
      return send(200, {
        id: 'chatcmpl-double',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content: state.text }, finish_reason: 'stop' }],
      });
    }
    if (path.includes(':generateContent')) {
      return send(200, { candidates: [{ content: { role: 'model', parts: [{ text: state.text }] }, finishReason: 'STOP', index: 0 }] });
    }
    send(404, { error: { message: `no route ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
