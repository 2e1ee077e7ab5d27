import { isSameSitePath } from '@shop/contracts';

/**
 * Where to go after signing in: the `redirect` query, `cart` meaning /cart, default `/`. Only same-site
 * paths are followed (no `//host` or `https://…`), so the link cannot send people to another site.
 */
export function redirectTarget(raw: string | null | undefined): string {
  if (!raw) return '/';
  const value = raw.trim();
  if (!value) return '/';
  const path = value.startsWith('/') ? value : `/${value}`;
  return isSameSitePath(path) ? path : '/';
}

/** A sign-in or sign-up link that carries the `redirect` query on (plain path without one). */
export function withRedirect(page: '/login' | '/register', raw: string | null | undefined): string {
  return raw ? `${page}?redirect=${encodeURIComponent(raw)}` : page;
}
