/** Where readable lines go: process.stdout, or a test's buffer. */
export interface LineSink {
  write(text: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields and Fastify's request fields: the readable line shows them in its own way. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);
/** Requests whose completion has not been logged yet; bounded, since an aborted request never completes. */
const PENDING_MAX = 1000;

interface Line {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: LoggedError;
  [field: string]: unknown;
}
type LoggedError = { type?: string; message?: string; stack?: string; [field: string]: unknown };

/** An error below its line: type, message, what the log keeps of a failed query (SQL, database code), then the stack's frames. */
function errorLines(err: LoggedError): string {
  const { type, message, stack, ...fields } = err;
  const frames = (stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at '));
  return `\n  ${type ?? 'Error'}: ${message ?? ''}${extras(fields)}${frames.length ? `\n${frames.join('\n')}` : ''}`;
}

const clock = (time: number) => {
  const d = new Date(time);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

const extras = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([key, value]) => !SHOWN.has(key) && value !== undefined)
    .map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('');

/**
 * A stream for pino that writes each JSON line as one line a person reads in a terminal:
 * `12:03:04 INFO  GET /catalog 200 12 ms`. A request's line is written when it completes, with the
 * method and path of its "incoming request" line (route patterns, never tokens: loggedPath); an
 * error's stack follows its line; a message's own line breaks (a held e-mail's text) are kept.
 * Written synchronously: no worker thread, no buffer to lose on exit.
 */
export function readableLog(out: LineSink) {
  const pending = new Map<string, string>();
  const print = (line: Line, text: string) => out.write(`${clock(line.time)} ${(LEVELS[line.level] ?? String(line.level)).padEnd(5)} ${text}\n`);
  return {
    write(json: string) {
      let line: Line;
      try {
        line = JSON.parse(json) as Line;
      } catch {
        out.write(json);
        return;
      }
      if (line.req && line.reqId !== undefined && line.msg === 'incoming request') {
        if (pending.size >= PENDING_MAX) pending.delete(pending.keys().next().value!);
        pending.set(line.reqId, `${line.req.method ?? ''} ${line.req.url ?? ''}`);
        return;
      }
      const request = line.reqId === undefined ? undefined : pending.get(line.reqId);
      if (line.res && line.msg === 'request completed') {
        if (line.reqId !== undefined) pending.delete(line.reqId);
        print(line, `${request ?? '-'} ${line.res.statusCode ?? ''} ${Math.round(line.responseTime ?? 0)} ms${extras(line)}`);
        return;
      }
      print(line, `${request ? `${request} ` : ''}${line.msg ?? ''}${extras(line)}${line.err ? errorLines(line.err) : ''}`);
    },
  };
}
