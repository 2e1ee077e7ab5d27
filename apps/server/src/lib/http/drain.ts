import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets `app.close()` finish while clients hold keep-alive connections. Node's server.close() only drops
 * the connections idle at that instant; one busy with an in-flight request would stay open after its
 * answer until the keep-alive timeout (72 s), holding the shutdown. So once closing starts, answers carry
 * `Connection: close` and connections that fall idle are dropped.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async () => {
      if (draining) app.server.closeIdleConnections();
    });
  },
  { name: 'drain' },
);
