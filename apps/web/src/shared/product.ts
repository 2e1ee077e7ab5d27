import { PLACEHOLDER_IMAGE, type Product } from '@shop/contracts';
import type { SyntheticEvent } from 'react';

/** A product's images, or the placeholder. */
export function productImages(product: Pick<Product, 'image' | 'images'>): string[] {
  const images = product.images?.filter(Boolean) ?? [];
  if (images.length > 0) return images;
  return product.image ? [product.image] : [PLACEHOLDER_IMAGE];
}

/** `onError` of a product image: shows the placeholder instead (once, so a missing placeholder cannot loop). */
export function showPlaceholderImage(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
