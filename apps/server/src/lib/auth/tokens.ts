import { createHmac } from 'node:crypto';
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The sign-in passed a second factor (TOTP or recovery code): what admin routes may require. */
  secondFactor?: boolean;
}

/**
 * A challenge's claims: who passed the password, at which token version, and the account's last sign-in
 * then (milliseconds, 0 for never). Completing the sign-in moves that mark, so a challenge serves once.
 */
export interface ChallengeClaims extends TokenClaims {
  signInMark: number;
}

/** How long the password step of a two-factor sign-in stays open for its code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/**
 * Signs and verifies the bearer tokens kept by the browser in userInfo.token, and the short-lived
 * challenge tokens between the password and the code of a two-factor sign-in. Challenges are signed with
 * a key derived from the same secret, so a challenge can never be presented as a bearer token.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly challengeKey: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.challengeKey = createHmac('sha256', secret).update('two-factor-challenge').digest();
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, ...(claims.secondFactor ? { mfa: true } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlHours}h`)
      .sign(this.key);
  }

  /** Returns the claims, or undefined for a token that is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const payload = await verifyJwt(token, this.key);
    if (!payload) return undefined;
    return { userId: payload.sub, tokenVersion: payload.tv, secondFactor: payload.mfa === true };
  }

  /** A challenge for the second step of a sign-in: who passed the password, at which token version. */
  signChallenge(claims: ChallengeClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, ll: claims.signInMark })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
      .sign(this.challengeKey);
  }

  async verifyChallenge(token: string): Promise<ChallengeClaims | undefined> {
    const payload = await verifyJwt(token, this.challengeKey);
    if (!payload || typeof payload.ll !== 'number') return undefined;
    return { userId: payload.sub, tokenVersion: payload.tv, signInMark: payload.ll };
  }
}

async function verifyJwt(
  token: string,
  key: Uint8Array,
): Promise<(JWTPayload & { sub: string; tv: number }) | undefined> {
  try {
    // HS256 only (no `none`, no algorithm chosen by the token) and an expiry is required, not optional.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
    return payload as JWTPayload & { sub: string; tv: number };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
