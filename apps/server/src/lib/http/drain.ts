import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * Lets `app.close()` finish while clients hold keep-alive connections. Node's server.close() only drops
 * the connections idle at that instant; one busy with an in-flight request would stay open after its
 * answer until the keep-alive timeout (72 s), holding the shutdown. So once closing starts, answers carry
 * `Connection: close` and connections that fall idle are dropped.
 * A request arriving while closing (on a connection already open) is refused with the shop's own
 * `503 { code, message }` in its language, in place of Fastify's `return503OnClosing` body (turned off in
 * `buildApp`); a load balancer retries it on another instance. Register after the language plugin.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async () => {
      if (!draining) return;
      const refused = new AppError(503, 'shuttingDown');
      refused.headers['retry-after'] = 5;
      throw refused;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async () => {
      if (draining) app.server.closeIdleConnections();
    });
  },
  { name: 'drain', dependencies: ['language'] },
);
