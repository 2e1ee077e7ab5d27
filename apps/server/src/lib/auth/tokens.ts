import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** Signs and verifies the bearer tokens kept by the browser in userInfo.token. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(this.key);
  }

  /** Returns the claims, or undefined for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      // HS256 only (no `none`, no algorithm chosen by the token) and an expiry is required, not optional.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
      return { userId: payload.sub, tokenVersion: payload.tv };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
