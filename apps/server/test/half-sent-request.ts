import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A GET whose headers are sent in two parts: the connection is open and busy (not idle) before a server
 * starts closing, and the request itself arrives after, which is how a request reaches a closing server on a
 * kept-alive connection. `finish` sends the rest and resolves with the answer once the server closes it.
 */
export async function halfSentRequest(port: number, path: string, language: string) {
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: ${language}\r\n`);
  let raw = '';
  socket.on('data', (chunk: Buffer) => {
    raw += chunk.toString('utf8');
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    async finish(): Promise<RawAnswer> {
      socket.write('\r\n');
      await ended;
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
  };
}
