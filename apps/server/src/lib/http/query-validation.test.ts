import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler } from './query-validation';

const compile = (schema: z.ZodType, httpPart = 'querystring') =>
  validatorCompiler({ schema, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

/** The query object Fastify hands the validator: without a prototype. */
const query = (entries: Record<string, string> = {}) => Object.assign(Object.create(null), entries);

describe('validatorCompiler', () => {
  const schema = z
    .object({ sort: z.enum(['name', 'price']).default('name'), free: z.string().optional() })
    .strict();

  it("answers an empty query with the schema's defaults, a fresh object each time", () => {
    const validate = compile(schema);
    const first = validate(query());
    expect(first).toEqual({ value: { sort: 'name' } });
    (first.value as { sort: string }).sort = 'price';
    expect(validate(query())).toEqual({ value: { sort: 'name' } });
  });

  it('parses an empty query once, when compiling, not on every request', () => {
    let parses = 0;
    const counted = z.object({ page: z.string().optional() }).transform((value) => {
      parses += 1;
      return value;
    });
    const validate = compile(counted);
    validate(query());
    validate(query());
    expect(parses).toBe(1);
    validate(query({ page: '2' }));
    expect(parses).toBe(2);
  });

  it('validates a query with keys as zod does: defaults, bad values and unknown keys', () => {
    const validate = compile(schema);
    expect(validate(query({ free: 'true' }))).toEqual({ value: { sort: 'name', free: 'true' } });
    expect(validate(query({ sort: 'colour' })).error).toBeDefined();
    expect(validate(query({ other: '1' })).error).toBeDefined();
  });

  it('refuses an empty query when the schema asks for a key', () => {
    const validate = compile(z.object({ token: z.string() }));
    expect(validate(query()).error).toBeDefined();
  });

  it('leaves the other parts of a request to zod: an empty body is still parsed', () => {
    const validate = compile(z.object({ name: z.string() }), 'body');
    expect(validate({}).error).toBeDefined();
  });
});
