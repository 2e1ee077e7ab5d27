// The lease plans without their zod schema (leases.ts): the storefront's product cards and page show each plan's
// price on the first load, which must not carry zod (docs/decisions/0008-initial-js-budget.md).

/** The lease plans of docs/rules/leases.md. */
export const leasePlans = ['monthly', 'yearly'] as const;
export type LeasePlan = (typeof leasePlans)[number];
