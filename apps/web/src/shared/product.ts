import { PLACEHOLDER_IMAGE, type Product, type ProductText } from '@shop/contracts';
import type { Language } from '@shop/i18n/web';
import type { SyntheticEvent } from 'react';

/** A product's name, description and features in the interface language (instant on language switch). */
export function productText(product: Product, language: Language): ProductText {
  return (
    product.translations?.[language] ?? {
      name: product.name,
      description: product.description,
      features: product.features,
    }
  );
}

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
