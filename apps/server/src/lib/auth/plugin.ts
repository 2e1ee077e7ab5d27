import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { twoFactorCredentials, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { TokenService } from './tokens';

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  /**
   * Admin powers for this request: an admin whose token passed the second factor, or any admin token
   * while ADMIN_REQUIRE_2FA is off. Every admin check (routes, orders, downloads, licences) reads this.
   */
  isAdmin: boolean;
  /** An admin account whose token lacks the second factor that ADMIN_REQUIRE_2FA asks for. */
  adminAwaitingSecondFactor: boolean;
  /** The token's sign-in passed a second factor. */
  secondFactor: boolean;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: 401 unless a valid, unrevoked bearer token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook: 401 when signed out, 403 unless the user is an admin; 403 with
     * `twoFactor.enrolmentRequired` / `twoFactor.verificationRequired` for an admin token without
     * the second factor that ADMIN_REQUIRE_2FA asks for.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | undefined;
  }
}

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: { user: AuthenticatedUser | undefined }): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { secret: string; ttlHours: number; requireAdminSecondFactor: boolean },
  ) => {
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
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!row || row.tokenVersion !== claims.tokenVersion) return undefined;
      const secondFactor = claims.secondFactor === true;
      const isAdmin = row.isAdmin && (secondFactor || !options.requireAdminSecondFactor);
      return { ...row, isAdmin, adminAwaitingSecondFactor: row.isAdmin && !isAdmin, secondFactor };
    }

    /** Which step the web app should send an admin to: enrolment, or the code of an enrolled account. */
    async function secondFactorRefusal(userId: string) {
      const [credentials] = await app.db
        .select({ enabledAt: twoFactorCredentials.enabledAt })
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.userId, userId));
      return forbidden(
        credentials?.enabledAt ? 'twoFactor.verificationRequired' : 'twoFactor.enrolmentRequired',
      );
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
      if (!request.user) throw unauthorized();
      if (request.user.adminAwaitingSecondFactor) throw await secondFactorRefusal(request.user.id);
      if (!request.user.isAdmin) throw forbidden();
    });

    // Fastify parses and validates the body before preValidation ends and preHandler starts: a caller check
    // there lets a stranger read the route's schema from a 400. Checks run onRequest, before the body is read.
    app.addHook('onRoute', (route) => {
      const checks: unknown[] = [app.authenticate, app.requireAdmin];
      for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
        if ([route[stage]].flat().some((hook) => checks.includes(hook))) {
          throw new Error(`${route.method} ${route.url}: check the caller onRequest, not ${stage}`);
        }
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
