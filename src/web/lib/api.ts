/** A failed answer: `message` is "status: body" as the product has always shown; `serverMessage` is the server's own text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly code: string | null,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
  get isAuth() {
    return this.status === 401 || this.status === 403;
  }
  /** The answer's `details` (src/contracts/errors.ts), `{}` when it has none; read them typed through `errorDetails`. */
  get details(): Record<string, unknown> {
    try {
      const parsed = JSON.parse(this.body) as { details?: unknown };
      return parsed.details && typeof parsed.details === 'object' ? (parsed.details as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The page's language, so the server's messages (a 429, an e-mail) speak it. */
const pageLanguage = () => (typeof document === 'undefined' ? 'fr' : document.documentElement.lang || 'fr');

interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (a file upload); the browser sets the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** The language of what the server sends back or on (a 429, an e-mail), when not the page's. */
  language?: string;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** How requests leave: the browser's fetch, or on the server that renders pages, a call into the app itself. */
export function setApiTransport(send: Transport) {
  transport = send;
}

/** Every call sends the session cookie and the page's language; JSON content-type only when there is a JSON body. */
async function request(path: string, opts: RequestOptions): Promise<Response> {
  const hasBody = opts.body !== undefined;
  const res = await transport(path, {
    method: opts.method ?? 'GET',
    credentials: 'include',
    headers: { 'accept-language': opts.language ?? pageLanguage(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: opts.form ?? (hasBody ? JSON.stringify(opts.body) : undefined),
    signal: opts.signal,
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let code: string | null = null;
    let message: string | null = null;
    try {
      const parsed = JSON.parse(text) as { code?: string; message?: string; error?: string };
      code = parsed.code ?? null;
      message = parsed.message ?? parsed.error ?? null;
    } catch {
      // not JSON: the raw text is the message
    }
    throw new ApiError(res.status, text, code, message);
  }
  return res;
}

const readBody = async <T>(res: Response) => (res.status === 204 ? (undefined as T) : ((await res.json()) as T));

/** The answer's body; a failed answer throws an `ApiError`. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return readBody<T>(await request(path, opts));
}

/** The body and the headers, for answers that say more in a header (a list's total in `X-Total-Count`). */
export async function apiWithHeaders<T>(path: string, opts: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const res = await request(path, opts);
  return { data: await readBody<T>(res), headers: res.headers };
}

/** Builds `/api/x?a=1` from defined, non-empty params only. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
