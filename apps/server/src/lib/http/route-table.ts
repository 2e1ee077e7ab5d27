import type { RouteOptions } from 'fastify';

export interface RouteTableEntry {
  method: string;
  /** The full path as registered, with `:param` placeholders (e.g. `/api/admin/users/:id`). */
  url: string;
  /** The route documents a bearer token (`schema.security`): it must answer 401 to a caller without one. */
  bearer: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app (HEAD twins left out), for tests that must cover each one. */
    routeTable: readonly RouteTableEntry[];
  }
}

/**
 * A route table and what fills it: `record`, as the app's `onRoute` hook added before any route, enters each
 * route registered after it.
 */
export function routeTableRecorder(): {
  table: readonly RouteTableEntry[];
  record(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): void;
} {
  const table: RouteTableEntry[] = [];
  return {
    table,
    record(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const security = (route.schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
      const bearer = security?.some((scheme) => 'bearer' in scheme) ?? false;
      for (const method of methods) {
        if (method !== 'HEAD') table.push({ method, url: route.url, bearer });
      }
    },
  };
}
