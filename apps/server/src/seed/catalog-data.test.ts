import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedProducts } from './catalog-data';

const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));

describe('the seeded catalogue', () => {
  it('gives each product a picture of its own that the web app serves', () => {
    for (const product of seedProducts) {
      for (const image of product.images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
    }
    // A card shows the first picture: two products sharing it look like one (the bundle showed a member's).
    const covers = seedProducts.map((product) => product.images[0]);
    expect(new Set(covers).size).toBe(covers.length);
  });
});
