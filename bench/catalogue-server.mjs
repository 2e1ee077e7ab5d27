// The shop as the catalogue bench measures it: production mode, its catalogue seeded. The ceiling it is compared
// with runs in a process of its own (catalogue-ceiling.mjs).
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedCatalog } from '../apps/server/src/seed/seed.ts';

const app = await buildApp(loadConfig());
await seedCatalog(app.db, app.storage);
await app.listen({ port: app.config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
