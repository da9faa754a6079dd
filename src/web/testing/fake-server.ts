import { vi } from 'vitest';

type Answer = Response | (() => Response | Promise<Response>);

/**
 * Stands in for the network (`fetch`): `answers` maps "METHOD /path" to the answer (or a function,
 * called per request); anything else answers 404 `{}`. Read the calls with `bodiesOf`.
 */
export function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const queues = new Map(Object.entries(answers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const entry = queues.get(key);
    // A list answers once per call, in order, the last one again once it is used up.
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!answer) return new Response('{}', { status: 404 });
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The JSON bodies sent to "METHOD /path", in order. */
    bodiesOf: (key: string) =>
      fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key).map(([, init]) => JSON.parse(String(init?.body))),
  };
}

/** An error answer as the API writes it (src/contracts/errors.ts). */
export const failure = (status: number, code: string, message: string, details: object = {}) => Response.json({ code, message, details }, { status });
