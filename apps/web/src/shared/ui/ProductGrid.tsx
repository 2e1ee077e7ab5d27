import type { Product } from '@shop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { QueryState } from './QueryState';

interface ProductGridProps {
  query: UseQueryResult<Product[], Error>;
  /** The products of the answer to show (a filter, a first few); all of them by default. */
  select?(products: Product[]): Product[];
  /** Shown when no product is left, already translated. */
  empty: string;
  /** A line above the grid (the result count). */
  header?(products: Product[]): ReactNode;
  /** The grid's `data-testid`. */
  testId?: string;
  /** `index` is the card's place in the grid (the first one opens a page whose grid is its main content). */
  card(product: Product, index: number): ReactNode;
}

/** A product list query as a responsive grid of cards, with its loading, failure and empty states. */
export function ProductGrid({
  query,
  select = (products) => products,
  empty,
  header,
  testId = 'product-grid',
  card,
}: ProductGridProps) {
  return (
    <QueryState query={query}>
      {(data) => {
        const products = select(data);
        if (products.length === 0) {
          return (
            <p className="py-12 text-center text-slate-400" data-testid="empty-products">
              {empty}
            </p>
          );
        }
        return (
          <>
            {header?.(products)}
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
              {products.map((product, index) => (
                <Fragment key={product._id}>{card(product, index)}</Fragment>
              ))}
            </div>
          </>
        );
      }}
    </QueryState>
  );
}
