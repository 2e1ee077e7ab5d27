// Finds the amounts a contract still sends as bare numbers (money.test.ts): every price, total, refund, credit
// and report figure must be a Money, with its currency beside the amount.
import type { z } from 'zod';

/** Field names that hold an amount of money wherever they appear in a contract. */
const moneyName =
  /(price|amount|total|revenue|mrr|gross|net|vat|refunded|credit|subtotal|basket|discount|paid|value)$/i;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  valueType?: z.ZodType;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function isInteger(def: Def): boolean {
  return (def.checks ?? []).some((check) => check._zod.def.format === 'safeint');
}

/**
 * Dotted paths (`orderSchema.totalPrice`) of number fields named like money, in every object a schema reaches.
 * Whole-number fields are counts (`pagination.total`), so only fractional numbers are reported: a Money's amount
 * is whole minor units and sits beside its currency.
 */
export function bareMoneyFields(name: string, schema: z.ZodType): string[] {
  const found = new Set<string>();
  const seen = new Set<z.ZodType>();
  const walk = (node: z.ZodType, path: string, key: string | null) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'number':
        if (key !== null && moneyName.test(key) && !isInteger(def)) found.add(path);
        return;
      case 'object':
        for (const [child, value] of Object.entries(def.shape ?? {})) walk(value, `${path}.${child}`, child);
        return;
      default:
        for (const inner of [def.innerType, def.element, def.in, def.out, def.valueType, def.getter?.()]) {
          if (inner) walk(inner, path, key);
        }
        for (const option of def.options ?? []) walk(option, path, key);
    }
  };
  walk(schema, name, null);
  return [...found];
}
