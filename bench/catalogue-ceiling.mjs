// The ceiling of the catalogue bench (issue 45): a bare Fastify process, none of the shop's plugins or hooks,
// answering each measured path with the bytes and media type the shop answered it with. A separate process, so
// that it shares nothing with the shop (neither its hooks, nor its heap and garbage collector): what the shop
// adds to serving those bytes is the gap between the two.
// `node catalogue-ceiling.mjs <port> <shop base URL> <path>...`; prints "ready" once every answer is held.
import { get } from 'node:http';
import Fastify from 'fastify';

const [port, shop, ...paths] = process.argv.slice(2);

/** The shop's answer to `path` as the bench's load asks for it: French, no compression. */
function shopAnswer(path) {
  return new Promise((resolve, reject) => {
    get(`${shop}${path}`, { headers: { 'accept-language': 'fr' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
        else resolve({ bytes: Buffer.concat(chunks), type: response.headers['content-type'] });
      });
    }).on('error', reject);
  });
}

const app = Fastify();
for (const path of paths) {
  const { bytes, type } = await shopAnswer(path);
  app.get(path, (_request, reply) => reply.type(type).send(bytes));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
