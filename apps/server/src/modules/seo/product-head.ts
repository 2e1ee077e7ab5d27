import {
  formatMoney,
  type Money,
  money,
  pageLinks,
  type SellerIdentity,
  toMajorUnits,
} from '@shop/contracts';
import { type Language, localized } from '@shop/i18n';
import type { AppConfig } from '../../config';
import { translate } from '../../lib/i18n';
import type { RatedProductRow } from '../catalog';
import type { PageHead } from './page-head';

const SUMMARY_LENGTH = 150;

/** The description's first sentence (or its start), as plain text for a meta description. */
function summary(description: string): string {
  const plain = description
    .replace(/[#*_`>|[\]()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = plain.match(/^.+?[.!?](\s|$)/)?.[0]?.trim() ?? plain;
  return sentence.length <= SUMMARY_LENGTH ? sentence : `${sentence.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/** "Updates for 12 months" / "Lifetime updates", in the page's language (the storefront's own wording). */
export const updatesWording = (months: number | null, language: Language) =>
  months === null
    ? translate(language, 'catalog:updates.lifetime')
    : translate(language, 'catalog:updates.months', { count: months });

/** The shop's schema.org Organization, with the seller's stored facts (a field not set yet is left out). */
export function sellerOrganization(config: AppConfig, seller: SellerIdentity) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    ...(seller.name ? { name: seller.name } : {}),
    url: config.publicUrl,
    logo: `${config.publicUrl}/favicon.svg`,
    ...(seller.email ? { email: seller.email } : {}),
    ...(seller.address ? { address: seller.address } : {}),
  };
}

/** An Offer's price and its currency, both from one Money (schema.org wants the decimal amount as text). */
const offerPrice = (value: Money) => ({
  price: toMajorUnits(value).toFixed(2),
  priceCurrency: value.currency.toUpperCase(),
});

/** UN/CEFACT unit codes, as schema.org's `unitCode` takes them, of a lease plan's period. */
const planUnits = [
  { column: 'monthlyPriceCents', unitCode: 'MON' },
  { column: 'yearlyPriceCents', unitCode: 'ANN' },
] as const;

/**
 * The one-off Offer and, when the product is also leased, one Offer per plan whose UnitPriceSpecification
 * says the price is per month or per year (docs/rules/leases.md). A single Offer stays an object. Offers are in
 * euros, whatever the visitor's currency (docs/rules/currencies.md).
 */
function productOffers(product: RatedProductRow, url: string, seller: SellerIdentity, language: Language) {
  const common = {
    url,
    availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    ...(seller.name ? { seller: { '@type': 'Organization', name: seller.name } } : {}),
  };
  const oneOff = {
    '@type': 'Offer',
    ...offerPrice(money(product.priceCents, 'eur')),
    // What the one-time price buys: every update, or the updates of a period (schema.org Offer.description).
    description: updatesWording(product.updatesMonths, language),
    ...common,
  };
  const leases = planUnits.flatMap(({ column, unitCode }) => {
    const cents = product[column];
    if (cents === null) return [];
    const price = offerPrice(money(cents, 'eur'));
    return [
      {
        '@type': 'Offer',
        ...price,
        ...common,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          ...price,
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
        },
      },
    ];
  });
  return leases.length === 0 ? oneOff : [oneOff, ...leases];
}

/**
 * A product page's head: its name and price in the title and description, its first image for previews,
 * and a schema.org Product with its Offer (price in EUR, availability), its lease Offers if any, and, once visible reviews exist, their
 * AggregateRating (never an invented one: docs/rules/reviews.md).
 */
export function productHead(
  product: RatedProductRow,
  language: Language,
  config: AppConfig,
  seller: SellerIdentity,
): PageHead {
  const name = localized(product, 'name', language);
  const description = localized(product, 'description', language);
  const path = pageLinks.product(product.slug);
  const images = product.images.map((image) => `${config.publicUrl}${image}`);
  return {
    language,
    path,
    type: 'product',
    title: translate(language, 'common:pageTitle', { title: name }),
    description: translate(language, 'seo:descriptions.product', {
      name,
      price: formatMoney(money(product.priceCents, 'eur'), language, { plainSpaces: true }),
      summary: summary(description),
    }),
    image: images[0],
    feeds: [
      {
        title: translate(language, 'releaseEmails:feed.title', { product: name }),
        href: `${config.publicUrl}${path}/releases.atom?lang=${language}`,
      },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description: summary(description),
        image: images,
        sku: product.slug,
        category: product.category,
        ...(seller.name ? { brand: { '@type': 'Brand', name: seller.name } } : {}),
        offers: productOffers(product, `${config.publicUrl}${path}?lang=${language}`, seller, language),
        ...(product.rating !== null && product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating,
                reviewCount: product.reviewCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    ],
  };
}
