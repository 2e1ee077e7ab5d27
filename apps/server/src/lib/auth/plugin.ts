import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { TokenService } from './tokens';

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  tokenVersion: number;
  language: 'fr' | 'en';
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless a valid, unrevoked bearer token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: 401 when signed out, 403 unless the user is an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | undefined;
  }
}

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; ttlHours: number }) => {
    app.decorate('tokens', new TokenService(options.secret, options.ttlHours));
    app.decorateRequest('user', undefined);

    async function resolveUser(request: FastifyRequest): Promise<AuthenticatedUser | undefined> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return undefined;
      const claims = await app.tokens.verify(header.slice(7).trim());
      if (!claims) return undefined;
      const [row] = await app.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          isAdmin: users.isAdmin,
          tokenVersion: users.tokenVersion,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!row || row.tokenVersion !== claims.tokenVersion) return undefined;
      return row;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
      if (!request.user) throw unauthorized();
      if (!request.user.isAdmin) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
