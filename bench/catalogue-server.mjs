// The shop with, beside each measured path, a bare route answering the same bytes from memory: the ceiling
// that the catalogue bench compares the shop's routes with, in the same process, on the same database.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedCatalog } from '../apps/server/src/seed/seed.ts';

const app = await buildApp(loadConfig());
await seedCatalog(app.db, app.storage);
const answers = new Map();
// /ceiling/<path> answers what /<path> answered the first time it was asked (the warm-up asks).
app.get('/ceiling/*', async (request, reply) => {
  const path = request.url.slice('/ceiling'.length);
  let answer = answers.get(path);
  if (!answer) {
    const real = await app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'fr' } });
    answer = { bytes: real.rawPayload, type: real.headers['content-type'] };
    answers.set(path, answer);
  }
  return reply.type(answer.type).send(answer.bytes);
});
await app.listen({ port: app.config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
