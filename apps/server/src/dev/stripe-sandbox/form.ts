import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** Answers a Stripe-shaped error (`{ error: { type, message, param, code } }`) with `status`. */
export type StripeErrorReply = (
  reply: FastifyReply,
  status: number,
  message: string,
  param?: string,
  code?: string,
) => unknown;

/**
 * Parses Stripe's form encoding (`line_items[0][price_data][unit_amount]=500`) into nested objects and
 * arrays, the way Stripe's API reads what the SDK sends.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    let node: Record<string, FormValue> | FormValue[] = root;
    for (let index = 0; index < path.length; index += 1) {
      const key = path[index]!;
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') break;
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
      } else {
        const nextIsIndex = /^\d+$/.test(path[index + 1]!);
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, FormValue>;
      }
    }
  }
  return root;
}

/** A Stripe-looking object id: the prefix, an underscore and 24 letters or digits. */
export const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
export const str = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
export const obj = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
