import { Writable } from 'node:stream';
import { loggerOptions } from '../src/server/lib/logging/logger.js';

/** The server's own logger options, writing into memory so a test can read what was logged. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: { ...loggerOptions('info'), stream }, text: () => lines.join('') };
}
