import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { shopModules } from './registry';
import { inSetupOrder, type ShopModule, withWhatTheyNeed } from './shop-module';

/** A deterministic shuffle (a small linear congruential generator), so a failure names a seed that repeats it. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The modules listed before one they need, as `module → needed`. */
const outOfOrder = (modules: readonly ShopModule[]) =>
  modules.flatMap((module, index) =>
    (module.needs ?? [])
      .filter((needed) => modules.indexOf(needed) > index)
      .map((needed) => `${module.name} → ${needed.name}`),
  );

describe('the modules set up in the order their needs declare', () => {
  it('puts every module after what it needs, whatever the registry order', () => {
    // Reversed, every declared need comes after its module: the order the registry must no longer matter for.
    expect(outOfOrder([...shopModules].reverse())).not.toEqual([]);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const order = inSetupOrder(shuffled(shopModules, seed));
      expect(outOfOrder(order), `seed ${seed}`).toEqual([]);
      expect(new Set(order)).toEqual(new Set(shopModules));
    }
  });

  it('keeps the list order, but for a need moved just before the module that needs it', () => {
    const a: ShopModule = { name: 'a' };
    const b: ShopModule = { name: 'b' };
    const c: ShopModule = { name: 'c', needs: [a] };
    const d: ShopModule = { name: 'd', needs: [c] };
    expect(inSetupOrder([b, d, c, a]).map(({ name }) => name)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('refuses needs that go round a loop, naming the modules in it', () => {
    const needs: ShopModule[] = [];
    const a: ShopModule = { name: 'a', needs };
    const b: ShopModule = { name: 'b', needs: [a] };
    const c: ShopModule = { name: 'c', needs: [b] };
    needs.push(c);
    const free: ShopModule = { name: 'free' };
    expect(() => inSetupOrder([free, b, a, c])).toThrow(
      'Shop modules need each other in a loop: b → a → c → b',
    );
  });

  it('refuses a module that needs one the list lacks, naming both', () => {
    const absent: ShopModule = { name: 'absent' };
    const needy: ShopModule = { name: 'needy', needs: [absent] };
    expect(() => inSetupOrder([needy])).toThrow(
      "Shop module 'needy' needs 'absent', which the module list lacks",
    );
  });

  it('adds to a test’s modules every module they need, however deep, each once', () => {
    const a: ShopModule = { name: 'a' };
    const b: ShopModule = { name: 'b', needs: [a] };
    const c: ShopModule = { name: 'c', needs: [b, a] };
    const alone: ShopModule = { name: 'alone' };
    expect(withWhatTheyNeed([c, alone]).map(({ name }) => name)).toEqual(['c', 'b', 'a', 'alone']);
    expect(withWhatTheyNeed([alone])).toEqual([alone]);
  });

  it('starts the whole app from the registry reversed, its scheduled work included', async () => {
    const { app, close } = await createTestApp(
      { SCHEDULED_TASKS_ENABLED: 'true' },
      { modules: [...shopModules].reverse() },
    );
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(app.hasDecorator('orderLifecycle')).toBe(true);
    } finally {
      await close();
    }
  });
});
