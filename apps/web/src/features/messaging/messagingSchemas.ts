import type { z } from 'zod';

type MessagingContracts = typeof import('@shop/contracts/messaging');

/**
 * A messaging form's schema, with zod, fetched when the form is first focused or submitted rather than with the
 * form: evaluating zod and the schemas was the home page's longest task once idle (about 1 s of self time at 4×
 * CPU, bench/results/trace.md), for forms most visitors never touch.
 */
export function messagingSchema<K extends 'newsletterSubscribeSchema' | 'contactRequestSchema'>(
  name: K,
): () => Promise<MessagingContracts[K]> {
  return () => import('@shop/contracts/messaging').then((contracts) => contracts[name]);
}

export type LoadSchema<TOutput, TInput> = () => Promise<z.ZodType<TOutput, TInput>>;
