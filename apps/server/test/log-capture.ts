import { Writable } from 'node:stream';

/** A pino destination that keeps every line, parsed, for tests that read what the server logged. */
export function captureLogs(): { stream: Writable; lines: Record<string, unknown>[]; text(): string } {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString('utf8'));
      done();
    },
  });
  return {
    stream,
    get lines() {
      return raw
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => raw.join(''),
  };
}
