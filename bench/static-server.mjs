// The comparison point of the download bench: @fastify/static serving one folder, in its own process like the shop.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, port] = process.argv.slice(2);
const app = Fastify();
await app.register(fastifyStatic, { root });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
