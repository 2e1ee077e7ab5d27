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
    // Synchronous hooks: every request runs them, and an async hook costs a promise and a turn of the queue.
    app.addHook('onRequest', (_request, _reply, done) => {
      if (!draining) return done();
      const refused = new AppError(503, 'shuttingDown');
      refused.headers['retry-after'] = 5;
      done(refused);
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_request, _reply, done) => {
      if (draining) app.server.closeIdleConnections();
      done();
    });
  },
  { name: 'drain', dependencies: ['language'] },
);
